import "server-only";
/** The mail with a link to choose a new password (POST /api/client-forgot-password). */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";

export interface ResetPasswordMailInput {
  firstName: string;
  /** The absolute link to the reset page on the site the client asked from, with the token. */
  resetUrl: string;
  expiresInMinutes: number;
}

/** "60 minuten" reads as "1 uur"; whole hours are said in hours. */
function validity(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? t("resetPassword.validHours", { hours: minutes / 60 }) : t("resetPassword.validMinutes", { minutes });
}

export function resetPasswordMail(site: Site, { firstName, resetUrl, expiresInMinutes }: ResetPasswordMailInput): RenderedMail {
  const name = firstName.trim();
  return renderMail({
    site,
    subject: t("resetPassword.subject", { site: site.name }),
    heading: t("resetPassword.heading"),
    paragraphs: [name ? t("greeting", { name }) : t("greetingNoName"), t("resetPassword.intro", { site: site.name }), validity(expiresInMinutes)],
    action: { label: t("resetPassword.action"), url: resetUrl },
    footnote: t("resetPassword.footnote"),
  });
}
