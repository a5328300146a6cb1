import "server-only";
/** The CRM's mailed links: an owner's invitation to their team, and a link to choose a new password. */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";

export interface StaffInviteMailInput {
  name: string;
  partnerName: string;
  invitedBy: string;
  acceptUrl: string;
  validHours: number;
}

export function staffInviteMail(site: Site, input: StaffInviteMailInput): RenderedMail {
  return renderMail({
    site,
    subject: t("staffInvite.subject", { partner: input.partnerName }),
    heading: t("staffInvite.heading"),
    paragraphs: [t("greeting", { name: input.name.trim() }), t("staffInvite.intro", { invitedBy: input.invitedBy, partner: input.partnerName }), t("staffInvite.valid", { hours: input.validHours })],
    action: { label: t("staffInvite.action"), url: input.acceptUrl },
    footnote: t("staffInvite.footnote"),
  });
}

export function staffResetMail(site: Site, input: { name: string; resetUrl: string; validHours: number }): RenderedMail {
  return renderMail({
    site,
    subject: t("staffReset.subject"),
    heading: t("staffReset.heading"),
    paragraphs: [t("greeting", { name: input.name.trim() }), t("staffReset.intro"), t("resetPassword.validHours", { hours: input.validHours })],
    action: { label: t("resetPassword.action"), url: input.resetUrl },
    footnote: t("resetPassword.footnote"),
  });
}
