import "server-only";
/** The mail with a link to choose a new password (POST /api/client-forgot-password). */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
import { renderMail } from "../layout";

export interface ResetPasswordMailInput {
  firstName: string;
  /** The absolute link to the reset page on the site the client asked from, with the token. */
  resetUrl: string;
  expiresInMinutes: number;
}

/** "60 minuten" reads as "1 uur"; whole hours are said in hours. */
function duration(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} uur` : `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
}

export function resetPasswordMail(site: Site, { firstName, resetUrl, expiresInMinutes }: ResetPasswordMailInput): RenderedMail {
  const name = firstName.trim();
  return renderMail({
    site,
    subject: `Nieuw wachtwoord instellen bij ${site.name}`,
    heading: "Nieuw wachtwoord instellen",
    paragraphs: [
      name ? `Beste ${name},` : "Beste klant,",
      `We hebben een verzoek ontvangen om het wachtwoord van je account bij ${site.name} opnieuw in te stellen. Met de knop hieronder kies je een nieuw wachtwoord.`,
      `De link is ${duration(expiresInMinutes)} geldig en werkt één keer.`,
    ],
    action: { label: "Wachtwoord instellen", url: resetUrl },
    footnote: "Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft dan ongewijzigd.",
  });
}
