import "server-only";
/**
 * A viewing's mails, to the buyer (in the partner's name, replies to the agent) and to the agent:
 * planned, changed or cancelled, with the time in Spain and in the Netherlands in the text. The
 * `.ics` travels with the mail (lib/crm/viewings/mails.ts).
 */
import type { Site } from "../../site/site";
import type { MailDetail, RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";

export type ViewingMailKind = "planned" | "changed" | "cancelled";

export interface ViewingMailInput {
  kind: ViewingMailKind;
  recipientName: string;
  /** "zaterdag 27 maart 2027" (the day in Spain). */
  day: string;
  spainTime: string;
  netherlandsTime: string;
  durationMinutes: number;
  meetingPoint: string;
  projectName: string | null;
  agent: { name: string; email: string };
  buyerName: string;
  notes: string | null;
  leadId: number;
}

function details(input: ViewingMailInput, forAgent: boolean): MailDetail[] {
  const rows: [string, string | null][] = [
    [t("viewing.label.when"), t("viewing.when", { day: input.day, spain: input.spainTime, netherlands: input.netherlandsTime })],
    [t("viewing.label.duration"), t("viewing.duration", { minutes: input.durationMinutes })],
    [t("viewing.label.meetingPoint"), input.meetingPoint],
    [t("viewing.label.project"), input.projectName],
    [forAgent ? t("viewing.label.buyer") : t("viewing.label.agent"), forAgent ? input.buyerName : `${input.agent.name} (${input.agent.email})`],
    [t("viewing.label.notes"), forAgent ? input.notes : null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }));
}

/** The buyer's mail: in the partner's name; a reply reaches the agent. */
export function viewingBuyerMail(site: Site, input: ViewingMailInput): RenderedMail {
  const subject = t(`viewing.subject.${input.kind}`, { project: input.projectName ?? site.name, day: input.day });
  const mail = renderMail({
    site,
    subject,
    heading: t(`viewing.heading.${input.kind}`),
    paragraphs: [t("greeting", { name: input.recipientName }), t(`viewing.buyerIntro.${input.kind}`, { day: input.day, spain: input.spainTime, netherlands: input.netherlandsTime }), t("viewing.calendarNote")],
    details: details(input, false),
  });
  return { ...mail, replyTo: input.agent.email };
}

/** The agent's copy, with the buyer and a link to the lead. */
export function viewingAgentMail(site: Site, input: ViewingMailInput, crmUrl: string): RenderedMail {
  return renderMail({
    site,
    subject: `${t(`viewing.subject.${input.kind}`, { project: input.projectName ?? site.name, day: input.day })} (${input.buyerName})`,
    heading: t(`viewing.heading.${input.kind}`),
    paragraphs: [t("greeting", { name: input.recipientName }), t(`viewing.agentIntro.${input.kind}`, { buyer: input.buyerName, day: input.day, spain: input.spainTime, netherlands: input.netherlandsTime })],
    details: details(input, true),
    action: { label: t("lead.openInCrm"), url: crmUrl },
  });
}
