import "server-only";
/**
 * The alert of a saved search, in Dutch and in the name of the site it was saved on: the projects that
 * are new to it or dropped in price, each linked to its page, a button to the whole search, and the
 * unsubscribe link (which the mail's `List-Unsubscribe` header names too).
 */
import type { Site } from "../../site/site";
import type { MailItem, RenderedMail } from "../content";
import { renderMail } from "../layout";

export interface AlertProject {
  name: string;
  url: string;
  place: string;
  priceFrom: number | null;
  priceWas: number | null;
  reason: "new" | "price_drop";
}

export interface AlertMailInput {
  firstName: string;
  searchName: string;
  searchUrl: string;
  unsubscribeUrl: string;
  digest: boolean;
  projects: readonly AlertProject[];
  /** Matching projects beyond those listed. */
  more: number;
}

const euros = (amount: number) => `€ ${new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 }).format(amount)}`;

function itemOf(project: AlertProject): MailItem {
  const price = project.priceFrom === null ? "Prijs op aanvraag" : `Vanaf ${euros(project.priceFrom)}`;
  const lines =
    project.reason === "price_drop"
      ? [project.place, project.priceWas === null ? `Prijs verlaagd: nu ${price.toLowerCase()}` : `Prijs verlaagd: ${price.toLowerCase()} (was ${euros(project.priceWas)})`]
      : [project.place, `Nieuw · ${price}`];
  return { title: project.name, url: project.url, lines };
}

export function savedSearchAlertMail(site: Site, input: AlertMailInput): RenderedMail {
  const total = input.projects.length + input.more;
  const quoted = `“${input.searchName}”`;
  const subject = input.digest
    ? `Dagelijks overzicht voor ${quoted}: ${total} ${total === 1 ? "project" : "projecten"}`
    : total === 1
      ? `${input.projects[0]!.reason === "price_drop" ? "Prijs verlaagd" : "Nieuw"} voor ${quoted}: ${input.projects[0]!.name}`
      : `${total} nieuwe resultaten voor ${quoted}`;
  return renderMail({
    site,
    subject,
    heading: input.digest ? `Uw dagelijkse overzicht voor ${quoted}` : `Nieuw voor uw zoekopdracht ${quoted}`,
    paragraphs: [
      `Beste ${input.firstName},`,
      total === 1 ? `Er is nieuws voor uw bewaarde zoekopdracht ${quoted} bij ${site.name}:` : `Er zijn ${total} nieuwe of in prijs verlaagde projecten voor uw bewaarde zoekopdracht ${quoted} bij ${site.name}:`,
      ...(input.more > 0 ? [`Hieronder de eerste ${input.projects.length}; de rest vindt u via de knop.`] : []),
    ],
    items: input.projects.map(itemOf),
    action: { label: "Bekijk alle resultaten", url: input.searchUrl },
    footnote: `U ontvangt deze e-mail omdat u de zoekopdracht ${quoted} heeft bewaard. Op uw profiel kunt u de zoekopdracht wijzigen, pauzeren of verwijderen.`,
    footLink: { label: "Afmelden voor e-mails over deze zoekopdracht", url: input.unsubscribeUrl },
  });
}
