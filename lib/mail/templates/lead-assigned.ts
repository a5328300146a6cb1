import "server-only";
/** To the agent a lead is assigned to (by hand, in bulk or automatically): who, what, and the link. */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";

export interface LeadAssignedMailInput {
  agentName: string;
  leadName: string;
  /** The Dutch kind label, e.g. "Prijslijst". */
  kind: string;
  projectName: string | null;
  /** Who assigned it; null when the partner's automatic assignment did. */
  assignedBy: string | null;
  leadUrl: string;
}

export function leadAssignedMail(site: Site, input: LeadAssignedMailInput): RenderedMail {
  const what = input.projectName ? t("leadAssigned.whatProject", { kind: input.kind, project: input.projectName }) : input.kind;
  return renderMail({
    site,
    subject: t("leadAssigned.subject", { name: input.leadName }),
    heading: t("leadAssigned.heading"),
    paragraphs: [
      t("greeting", { name: input.agentName.trim() }),
      input.assignedBy ? t("leadAssigned.introBy", { by: input.assignedBy, lead: input.leadName, what }) : t("leadAssigned.introAuto", { lead: input.leadName, what }),
      t("leadAssigned.respond"),
    ],
    action: { label: t("leadAssigned.action"), url: input.leadUrl },
  });
}
