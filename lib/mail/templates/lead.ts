import "server-only";
/**
 * The two mails of a request (a lead): the notification to the partner's inbox (or the main brand's),
 * with the fields and a link to the lead in the CRM, and the confirmation to the visitor, in the
 * partner's name.
 */
import type { LeadKind, PartOfDay } from "../../leads/schemas";
import type { Site } from "../../site/site";
import type { MailDetail, RenderedMail } from "../content";
import { renderMail } from "../layout";

const KIND: Record<LeadKind, { title: string; asked: string }> = {
  contact: { title: "Contactverzoek", asked: "uw bericht" },
  broker: { title: "Vraag aan de makelaar", asked: "uw vraag aan onze makelaar" },
  price_list: { title: "Prijslijst aangevraagd", asked: "uw aanvraag van de prijslijst" },
  floor_plan: { title: "Plattegrond aangevraagd", asked: "uw aanvraag van de plattegronden" },
  brochure: { title: "Brochure aangevraagd", asked: "uw aanvraag van de brochure" },
  viewing: { title: "Bezichtiging aangevraagd", asked: "uw verzoek om een bezichtiging" },
  question: { title: "Vraag over een project", asked: "uw vraag" },
  franchise: { title: "Franchiseaanvraag", asked: "uw aanmelding als franchisepartner" },
};

const PART_OF_DAY: Record<PartOfDay, string> = { morning: "ochtend", afternoon: "middag", evening: "avond" };

export interface LeadMailInput {
  id: number;
  kind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  zipCode?: string | null;
  address?: string | null;
  subject?: string | null;
  message?: string | null;
  preferredDate?: string | null;
  partOfDay?: PartOfDay | null;
  project: { name: string; url: string } | null;
  unitReference?: string | null;
}

function details(lead: LeadMailInput): MailDetail[] {
  const rows: [string, string | null | undefined][] = [
    ["Soort", KIND[lead.kind].title],
    ["Project", lead.project?.name],
    ["Woning", lead.unitReference],
    ["Naam", `${lead.firstName} ${lead.lastName}`],
    ["E-mail", lead.email],
    ["Telefoon", lead.phone],
    ["Postcode", lead.zipCode],
    ["Woonplaats", lead.address],
    ["Voorkeursdatum", lead.preferredDate ? `${lead.preferredDate}${lead.partOfDay ? `, ${PART_OF_DAY[lead.partOfDay]}` : ""}` : null],
    ["Onderwerp", lead.subject],
    ["Bericht", lead.message],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** To the partner (or the main brand): what came in, and the lead in the CRM. */
export function leadNotificationMail(site: Site, lead: LeadMailInput, crmUrl: string): RenderedMail {
  const about = lead.project ? ` voor ${lead.project.name}` : "";
  return renderMail({
    site,
    subject: `${KIND[lead.kind].title}${about} (#${lead.id})`,
    heading: `${KIND[lead.kind].title}${about}`,
    paragraphs: [`Er is een nieuw verzoek binnengekomen via de site van ${site.name}. Neem binnen een werkdag contact op met ${lead.firstName}.`],
    details: details(lead),
    action: { label: "Open in het CRM", url: crmUrl },
  });
}

/** To the visitor, in the partner's name: received, what happens next, and what they sent. */
export function leadConfirmationMail(site: Site, lead: LeadMailInput, extra: { documentNote?: string } = {}): RenderedMail {
  const about = lead.project ? ` over ${lead.project.name}` : "";
  return renderMail({
    site,
    subject: `Bedankt voor uw verzoek${about}`,
    heading: "Bedankt voor uw verzoek",
    paragraphs: [
      `Beste ${lead.firstName},`,
      `We hebben ${KIND[lead.kind].asked}${about} goed ontvangen. ${site.name} neemt zo snel mogelijk, meestal binnen een werkdag, contact met u op.`,
      ...(extra.documentNote ? [extra.documentNote] : []),
    ],
    details: details(lead),
    ...(lead.project ? { action: { label: "Bekijk het project", url: lead.project.url } } : {}),
    footnote: "U ontvangt deze e-mail omdat u een formulier op onze site heeft verstuurd.",
  });
}
