import "server-only";
/**
 * The mail to the owner of an account whose wrong passwords reached the per-account ceiling
 * (lib/accounts/login-guard.ts), once per window: the account is not locked, guessing addresses are
 * slowed, and how to choose a new password (a client) or get one (a CRM user).
 */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { renderMail } from "../layout";

export interface LoginAttackMailInput {
  /** The stored first name (a client) or name (a CRM user); empty for none. */
  name: string;
  /** Wrong passwords counted, and in how many minutes. */
  failures: number;
  windowMinutes: number;
}

function opening(name: string, input: LoginAttackMailInput, where: string): string[] {
  const greeting = name.trim() ? `Beste ${name.trim()},` : "Beste klant,";
  return [
    greeting,
    `In de afgelopen ${input.windowMinutes} minuten is ${input.failures} keer geprobeerd met een verkeerd wachtwoord in te loggen op uw account bij ${where}.`,
    "Uw account is niet geblokkeerd: met uw eigen wachtwoord logt u gewoon in. Wie steeds een verkeerd wachtwoord probeert, moet voortaan langer wachten.",
  ];
}

export function clientLoginAttackMail(site: Site, input: LoginAttackMailInput & { forgotPasswordUrl: string }): RenderedMail {
  return renderMail({
    site,
    subject: `Mislukte inlogpogingen op uw account bij ${site.name}`,
    heading: "Mislukte inlogpogingen op uw account",
    paragraphs: [...opening(input.name, input, site.name), "Waren dit niet uw eigen pogingen? Kies dan voor de zekerheid een nieuw, sterk wachtwoord dat u nergens anders gebruikt."],
    action: { label: "Nieuw wachtwoord instellen", url: input.forgotPasswordUrl },
    footnote: "Waren dit wel uw eigen pogingen? Dan hoeft u niets te doen.",
  });
}

export function staffLoginAttackMail(site: Site, input: LoginAttackMailInput & { loginUrl: string }): RenderedMail {
  return renderMail({
    site,
    subject: `Mislukte inlogpogingen op uw CRM-account bij ${site.name}`,
    heading: "Mislukte inlogpogingen op uw CRM-account",
    paragraphs: [
      ...opening(input.name, input, `het CRM van ${site.name}`),
      "Waren dit niet uw eigen pogingen? Vraag dan een beheerder om u een nieuw wachtwoord te geven (CRM, Gebruikers), en gebruik dat nergens anders.",
    ],
    action: { label: "Naar het CRM", url: input.loginUrl },
    footnote: "Waren dit wel uw eigen pogingen? Dan hoeft u niets te doen.",
  });
}
