import "server-only";
/**
 * The two mails of a request (a lead): the notification to the partner's inbox (or the main brand's),
 * with the fields and a link to the lead in the CRM, and the confirmation to the visitor, in the
 * partner's name.
 */
import type { RequestKind, PartOfDay } from "../../leads/schemas";
import type { Site } from "../../site/site";
import type { MailDetail, RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";


export interface LeadMailInput {
  id: number;
  kind: RequestKind;
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
    [t("lead.label.kind"), t(`lead.title.${lead.kind}`)],
    [t("lead.label.project"), lead.project?.name],
    [t("lead.label.unit"), lead.unitReference],
    [t("lead.label.name"), `${lead.firstName} ${lead.lastName}`],
    [t("lead.label.email"), lead.email],
    [t("lead.label.phone"), lead.phone],
    [t("lead.label.zipCode"), lead.zipCode],
    [t("lead.label.address"), lead.address],
    [t("lead.label.preferredDate"), lead.preferredDate ? `${lead.preferredDate}${lead.partOfDay ? `, ${t(`lead.partOfDay.${lead.partOfDay}`)}` : ""}` : null],
    [t("lead.label.subject"), lead.subject],
    [t("lead.label.message"), lead.message],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** To the partner (or the main brand): what came in, and the lead in the CRM. */
export function leadNotificationMail(site: Site, lead: LeadMailInput, crmUrl: string): RenderedMail {
  const title = t(`lead.title.${lead.kind}`);
  const heading = lead.project ? t("lead.titleFor", { title, project: lead.project.name }) : title;
  return renderMail({
    site,
    subject: `${heading} (#${lead.id})`,
    heading,
    paragraphs: [t("lead.notificationIntro", { site: site.name, firstName: lead.firstName })],
    details: details(lead),
    action: { label: t("lead.openInCrm"), url: crmUrl },
  });
}

/** To the visitor, in the partner's name: received, what happens next, and what they sent. */
export function leadConfirmationMail(site: Site, lead: LeadMailInput, extra: { documentNote?: string } = {}): RenderedMail {
  const asked = t(`lead.asked.${lead.kind}`);
  return renderMail({
    site,
    subject: lead.project ? t("lead.thanksAbout", { project: lead.project.name }) : t("lead.thanks"),
    heading: t("lead.thanks"),
    paragraphs: [
      t("greeting", { name: lead.firstName }),
      lead.project ? t("lead.receivedAbout", { asked, project: lead.project.name, site: site.name }) : t("lead.received", { asked, site: site.name }),
      ...(extra.documentNote ? [extra.documentNote] : []),
    ],
    details: details(lead),
    ...(lead.project ? { action: { label: t("lead.viewProject"), url: lead.project.url } } : {}),
    footnote: t("lead.footnote"),
  });
}
