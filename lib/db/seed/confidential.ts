/** The confidential project information registered clients see: payment schedule and practical notes (Dutch). */
import { euros } from "./format";
import type { Random } from "./random";
import type { ProjectStatus } from "./units";

export function confidentialInfo(random: Random, status: ProjectStatus, developer: string): string {
  const deposit = random.pick([6_000, 10_000, 15_000, 20_000]);
  const atContract = random.pick([20, 30, 40]);
  const duringBuild = status === "key_ready" ? 0 : random.pick([0, 10, 20]);
  const atDelivery = 100 - atContract - duringBuild;
  const schedule = [
    `Betalingsschema van ${developer}: ${euros(deposit)} reserveringsbedrag bij het tekenen van het reserveringscontract`,
    `${atContract}% bij ondertekening van het koopcontract (minus de reservering)`,
    ...(duringBuild > 0 ? [`${duringBuild}% in termijnen tijdens de bouw`] : []),
    `${atDelivery}% bij de oplevering bij de notaris.`,
  ].join(", ");

  const notes = [
    status === "key_ready"
      ? "De woningen zijn opgeleverd; de licencia de primera ocupación is verleend."
      : "Alle aanbetalingen worden gegarandeerd door een bankgarantie of verzekering volgens de Spaanse wet (Ley 38/1999).",
    random.pick([
      "De ontwikkelaar geeft tot 31 maart een korting van 2% op de eerste vijf verkopen.",
      "Meubelpakket optioneel te koop vanaf € 12.000, inclusief inrichting.",
      "Parkeerplaats en berging zijn bij de prijs inbegrepen.",
      "Een parkeerplaats is optioneel, vanaf € 15.000 + IVA.",
      "Bij aankoop vóór de start van de bouw kunnen afwerking en indeling nog worden aangepast.",
    ]),
    random.pick([
      "Bezichtigingen van de modelwoning op afspraak, ook in het weekend.",
      "De ontwikkelaar werkt samen met twee Spaanse banken voor een hypotheek tot 70% van de koopprijs.",
      "Kopers ontvangen 10 jaar garantie op de constructie (seguro decenal).",
      "De VvE-kosten worden geschat op € 90 tot € 160 per maand, afhankelijk van de woning.",
    ]),
  ];
  return [schedule, notes.join(" ")].join("\n\n");
}
