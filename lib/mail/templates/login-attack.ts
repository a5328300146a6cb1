import "server-only";
/**
 * The mail to the owner of an account whose wrong passwords reached the per-account ceiling
 * (lib/accounts/login-guard.ts), once per window: the account is not locked, guessing addresses are
 * slowed, and how to choose a new password (a client) or get one (a CRM user).
 */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { mailTexts as t } from "../../i18n/standalone";
import { renderMail } from "../layout";

export interface LoginAttackMailInput {
  /** The stored first name (a client) or name (a CRM user); empty for none. */
  name: string;
  /** Wrong passwords counted, and in how many minutes. */
  failures: number;
  windowMinutes: number;
}

function opening(name: string, input: LoginAttackMailInput, where: string): string[] {
  const greeting = name.trim() ? t("greeting", { name: name.trim() }) : t("greetingNoName");
  return [greeting, t("loginAttack.attempts", { minutes: input.windowMinutes, failures: input.failures, where }), t("loginAttack.notBlocked")];
}

export function clientLoginAttackMail(site: Site, input: LoginAttackMailInput & { forgotPasswordUrl: string }): RenderedMail {
  return renderMail({
    site,
    subject: t("loginAttack.clientSubject", { site: site.name }),
    heading: t("loginAttack.clientHeading"),
    paragraphs: [...opening(input.name, input, site.name), t("loginAttack.clientAdvice")],
    action: { label: t("loginAttack.newPassword"), url: input.forgotPasswordUrl },
    footnote: t("loginAttack.footnote"),
  });
}

export function staffLoginAttackMail(site: Site, input: LoginAttackMailInput & { loginUrl: string }): RenderedMail {
  return renderMail({
    site,
    subject: t("loginAttack.staffSubject", { site: site.name }),
    heading: t("loginAttack.staffHeading"),
    paragraphs: [...opening(input.name, input, t("loginAttack.staffWhere", { site: site.name })), t("loginAttack.staffAdvice")],
    action: { label: t("loginAttack.toCrm"), url: input.loginUrl },
    footnote: t("loginAttack.footnote"),
  });
}
