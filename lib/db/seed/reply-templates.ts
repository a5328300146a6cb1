/**
 * Demo reply templates (lib/crm/replies): what an agent sends most, in Dutch, with placeholders.
 * Every demo partner gets the same three, each its own rows.
 */
import type { replyTemplates } from "../schema";
import { daysBefore } from "./clock";
import { PARTNER_ID } from "./partners";

type TemplateRow = typeof replyTemplates.$inferInsert;

const TEMPLATES = [
  {
    name: "Eerste reactie",
    subject: "Uw aanvraag over {project}",
    body:
      "Beste {voornaam},\n\nHartelijk dank voor uw interesse in {project}. De woningen zijn te koop {prijs}.\n\n" +
      "{prijslijst}\n\nIk bel u graag om uw wensen door te nemen. Wanneer komt het u uit?\n\nMet vriendelijke groet,\n{makelaar}\n{telefoon}",
  },
  {
    name: "Prijslijst sturen",
    subject: "De prijslijst van {project}",
    body:
      "Beste {voornaam},\n\nZoals beloofd de prijslijst van {project}, te koop {prijs}:\n{prijslijst}\n\n" +
      "Heeft u vragen over een woning of de kosten koper in Spanje? Bel of mail mij gerust.\n\nMet vriendelijke groet,\n{makelaar}\n{telefoon}",
  },
  {
    name: "Bezichtiging voorstellen",
    subject: "Bezichtiging van {project}",
    body:
      "Beste {voornaam},\n\nWat leuk dat u {project} wilt bekijken. Ik plan graag een bezichtigingsreis voor u, " +
      "eventueel met andere projecten in de buurt.\n\nLaat u mij weten welke dagen u in Spanje kunt zijn?\n\nMet vriendelijke groet,\n{makelaar}\n{telefoon}",
  },
];

export function buildReplyTemplates(): TemplateRow[] {
  const createdAt = daysBefore(30);
  return Object.values(PARTNER_ID).flatMap((partnerId, partnerIndex) =>
    TEMPLATES.map((template, index) => ({ id: partnerIndex * TEMPLATES.length + index + 1, partnerId, ...template, createdAt, updatedAt: createdAt })),
  );
}
