/**
 * The privacy and cookie statement (AVG/GDPR), one text for every site with the site's name in it.
 * A legal text, kept in the repository beside the code it describes: the cookie and storage names
 * and the retention come from the modules that set them, so the list cannot drift from what the site
 * does. Rendered by `components/content/content-body.tsx` (paragraphs, "## " headings, "- " lists).
 */
import { FAVORITES_KEY } from "../accounts/favorites-store";
import { REGISTER_PREFILL_KEY } from "../accounts/register-prefill";
import { SESSION_IDLE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionCookieName } from "../auth/cookies";
import { compareStorageKey } from "../catalogue/compare-list";
import { REMEMBERED_FILTER_NAMES } from "../catalogue/search/filters";
import { storageKey } from "../catalogue/search/saved-filters";
import { CHUNK_RELOAD_KEY } from "../app-shell/chunk-reload";
import { CONSENT_COOKIE, CONSENT_DAYS } from "../consent/settings";
import type { ContentPage } from "./types";

interface Controller {
  /** The site's name, e.g. a partner's. */
  siteName: string;
  /** The main brand's legal name and address: the controller of every site. */
  brand: { name: string; address: string; email: string };
  /** Months after which leads are anonymised (LEAD_RETENTION_MONTHS). */
  retentionMonths: number;
}

const hours = (seconds: number) => Math.round(seconds / 3600);
/** Browser storage names that end in the site, e.g. `compare_demo`, written with a placeholder. */
const SITE = "_{site}";

export const PRIVACY_TITLE = "Privacy- en cookieverklaring";

export function privacySummary(siteName: string): string {
  return `Welke gegevens ${siteName} van u bewaart, waarvoor, hoe lang, en wat u daarover te zeggen heeft.`;
}

export function privacyStatement({ siteName, brand, retentionMonths }: Controller): Pick<ContentPage, "title" | "summary" | "body"> {
  const sessionHours = hours(SESSION_IDLE_SECONDS);
  const partnerLine =
    siteName === brand.name
      ? `Deze site is van ${brand.name}.`
      : `Deze site is de site van ${siteName}, een partner van ${brand.name}. ${brand.name} beheert de site en is verantwoordelijk voor uw gegevens; ${siteName} behandelt de verzoeken die via deze site binnenkomen.`;
  return {
    title: PRIVACY_TITLE,
    summary: privacySummary(siteName),
    body: [
      `${partnerLine} Contact over privacy: ${brand.email}, ${brand.name}, ${brand.address}.`,
      "## Welke gegevens en waarvoor",
      [
        "- Een verzoek (informatie, prijslijst, plattegrond, brochure, bezichtiging, vraag, contact): uw naam, e-mailadres en wat u verder invult (telefoon, postcode, woonplaats, bericht, gewenste datum). Om uw verzoek te beantwoorden; de grondslag is uw toestemming en het beantwoorden van uw vraag.",
        "- Een account: naam, e-mailadres, telefoon, postcode, woonplaats, een versleuteld wachtwoord en uw favorieten. Om u in te laten loggen en documenten te laten downloaden; de grondslag is de overeenkomst met u.",
        "- Beveiliging: het aantal inlogpogingen per IP-adres en per account, kort en alleen in het geheugen of in onze cache, om misbruik tegen te gaan (gerechtvaardigd belang).",
      ].join("\n"),
      "## Wie uw gegevens ziet",
      `Uw verzoek gaat naar de makelaar van de site waarop u het verstuurt (${siteName}) en naar de medewerkers van ${brand.name} die de sites beheren. E-mail verloopt via onze mailserver. Wij verkopen uw gegevens niet en geven ze niet door voor reclame.`,
      "## Hoe lang",
      `Verzoeken worden na ${retentionMonths} maanden geanonimiseerd: uw naam, contactgegevens en bericht worden gewist, alleen het soort verzoek en het project blijven over voor de statistiek. Een account bewaren wij tot u het verwijdert.`,
      "## Uw rechten",
      "U mag uw gegevens inzien, laten verbeteren of laten wissen, en bezwaar maken. Met een account doet u het meeste zelf op uw profielpagina: daar downloadt u al uw gegevens (account, favorieten, verzoeken) en verwijdert u uw account, waarna uw verzoeken geanonimiseerd worden. Voor het overige mailt u ons. Bent u het niet eens met hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens (Nederland) of de Gegevensbeschermingsautoriteit (België).",
      "## Cookies en opslag in uw browser",
      "Zonder uw toestemming plaatst deze site alleen cookies en gegevens in uw browser die nodig zijn om de site te laten werken. Bij uw eerste bezoek kiest u in de cookiebalk; via de cookieknop linksonder wijzigt u uw keuze wanneer u wilt. Advertentiecookies gebruiken wij niet.",
      "Noodzakelijke cookies en opslag (altijd aan):",
      [
        `- ${sessionCookieName(false)} (op https: ${sessionCookieName(true)}): uw sessie nadat u bent ingelogd. Vervalt na ${sessionHours} uur zonder activiteit of bij uitloggen.`,
        "- next-auth.csrf-token en next-auth.callback-url (op https met het voorvoegsel __Host- of __Secure-): beveiliging van het inloggen en de pagina waarnaar u daarna teruggaat. Vervallen als u de browser sluit.",
        `- ${SIGNED_IN_HINT_COOKIE}: onthoudt dat u misschien bent ingelogd, zodat de site alleen dan uw account opvraagt. Vervalt na ${sessionHours} uur of bij uitloggen.`,
        `- ${FAVORITES_KEY} (lokale opslag): uw favoriete projecten zolang u niet bent ingelogd. Blijft tot u ze verwijdert of inlogt (dan gaan ze naar uw account).`,
        `- ${compareStorageKey(SITE)} (lokale opslag, per site; {site} is de naam van de site): de projecten die u vergelijkt. Blijft tot u ze verwijdert.`,
        `- ${REMEMBERED_FILTER_NAMES.map((name) => storageKey(name, SITE)).join(", ")} (lokale opslag, per site): uw laatste zoekfilters, zodat een nieuwe zoekopdracht begint waar u was. Blijven tot u ze wist.`,
        `- ${CHUNK_RELOAD_KEY} (sessie-opslag van dit tabblad): het tijdstip waarop de site de pagina opnieuw laadde omdat een deel ervan niet laadde, zodat dat hooguit eens per minuut gebeurt. Weg als u het tabblad sluit.`,
        `- ${CONSENT_COOKIE}: uw cookiekeuze (welke categorieën u toestaat). Vervalt na ${CONSENT_DAYS} dagen; daarna vragen wij het opnieuw.`,
        `- ${REGISTER_PREFILL_KEY} (sessie-opslag van dit tabblad): uw naam en e-mailadres na een verzoek als gast, zodat het registratieformulier ze al invult. Weg zodra dat formulier opent of u het tabblad sluit.`,
      ].join("\n"),
      "Optionele cookies (alleen met uw toestemming):",
      "- _ga en _ga_* (Google Analytics, via Google Tag Manager): statistieken over welke projecten bekeken, gezocht, bewaard en aangevraagd worden, zonder uw naam of e-mailadres. Vervallen na 2 jaar, of zodra u de toestemming intrekt (dan wissen wij ze).",
      "Functionele cookies (alleen met uw toestemming):",
      "- Ingesloten video's van YouTube (youtube-nocookie.com): YouTube kan cookies plaatsen zodra u een video laat laden. Zonder toestemming ziet u in plaats van de video een melding.",
      "Lokale opslag en sessie-opslag verlaten uw browser niet. U kunt cookies en lokale opslag op elk moment in uw browser wissen.",
    ].join("\n\n"),
  };
}
