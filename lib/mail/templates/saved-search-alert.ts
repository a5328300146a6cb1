import "server-only";
/**
 * The alert of a saved search, in Dutch and in the name of the site it was saved on: the projects that
 * are new to it or dropped in price, each linked to its page, a button to the whole search, and the
 * unsubscribe link (which the mail's `List-Unsubscribe` header names too).
 */
import type { Site } from "../../site/site";
import type { MailItem, RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
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
  const price = project.priceFrom === null ? t("savedSearch.priceOnRequest") : t("savedSearch.priceFrom", { price: euros(project.priceFrom) });
  const lines =
    project.reason === "price_drop"
      ? [
          project.place,
          project.priceWas === null
            ? t("savedSearch.priceDropped", { price: price.toLowerCase() })
            : t("savedSearch.priceDroppedWas", { price: price.toLowerCase(), was: euros(project.priceWas) }),
        ]
      : [project.place, t("savedSearch.newItem", { price })];
  return { title: project.name, url: project.url, lines };
}

export function savedSearchAlertMail(site: Site, input: AlertMailInput): RenderedMail {
  const total = input.projects.length + input.more;
  const quoted = `“${input.searchName}”`;
  const first = input.projects[0]!;
  const subject = input.digest
    ? t("savedSearch.digestSubject", { search: quoted, total })
    : total === 1
      ? t("savedSearch.oneSubject", { reason: first.reason, search: quoted, project: first.name })
      : t("savedSearch.manySubject", { total, search: quoted });
  return renderMail({
    site,
    subject,
    heading: input.digest ? t("savedSearch.digestHeading", { search: quoted }) : t("savedSearch.heading", { search: quoted }),
    paragraphs: [
      t("greeting", { name: input.firstName }),
      total === 1 ? t("savedSearch.newsOne", { search: quoted, site: site.name }) : t("savedSearch.newsMany", { total, search: quoted, site: site.name }),
      ...(input.more > 0 ? [t("savedSearch.firstOnly", { shown: input.projects.length })] : []),
    ],
    items: input.projects.map(itemOf),
    action: { label: t("savedSearch.allResults"), url: input.searchUrl },
    footnote: t("savedSearch.footnote", { search: quoted }),
    footLink: { label: t("savedSearch.unsubscribe"), url: input.unsubscribeUrl },
  });
}
