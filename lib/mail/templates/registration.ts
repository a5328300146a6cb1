import "server-only";
/**
 * The mail every registration sends (POST /api/client-register), so that the answer is the same
 * whether the address had an account or not: a welcome to a new account, or to the owner of an
 * existing one a note that someone tried to register with it. Neither repeats what the form said
 * (names are the sender's words, not the owner's): only the site and its links.
 */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";

export interface AccountMailLinks {
  /** The site's log-in page, absolute. */
  loginUrl: string;
  /** The site's forgot-password page, absolute. */
  forgotPasswordUrl: string;
}

export function welcomeMail(site: Site, { loginUrl, forgotPasswordUrl }: AccountMailLinks): RenderedMail {
  return renderMail({
    site,
    subject: t("registration.welcomeSubject", { site: site.name }),
    heading: t("registration.welcomeHeading"),
    paragraphs: [t("registration.welcomeIntro", { site: site.name }), t("registration.welcomeBenefits")],
    action: { label: t("registration.login"), url: loginUrl },
    footnote: t("registration.welcomeFootnote"),
    footLink: { label: t("registration.ownPassword"), url: forgotPasswordUrl },
  });
}

export function registrationAttemptMail(site: Site, { loginUrl, forgotPasswordUrl }: AccountMailLinks): RenderedMail {
  return renderMail({
    site,
    subject: t("registration.attemptSubject", { site: site.name }),
    heading: t("registration.attemptHeading"),
    paragraphs: [t("registration.attemptIntro", { site: site.name }), t("registration.attemptAdvice")],
    action: { label: t("registration.login"), url: loginUrl },
    footnote: t("registration.attemptFootnote"),
    footLink: { label: t("registration.forgotPassword"), url: forgotPasswordUrl },
  });
}
