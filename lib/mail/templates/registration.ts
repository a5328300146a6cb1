import "server-only";
/**
 * The mail every registration sends (POST /api/client-register), so that the answer is the same
 * whether the address had an account or not: a welcome to a new account, or to the owner of an
 * existing one a note that someone tried to register with it. Neither repeats what the form said
 * (names are the sender's words, not the owner's): only the site and its links.
 */
import type { Site } from "../../site/site";
import type { RenderedMail } from "../content";
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
    subject: `Welkom bij ${site.name}`,
    heading: "Uw account is aangemaakt",
    paragraphs: [
      `Welkom bij ${site.name}. U logt voortaan in met dit e-mailadres en het wachtwoord dat u heeft gekozen.`,
      "Als ingelogde klant downloadt u prijslijsten, plattegronden en brochures direct op de projectpagina's, en bewaart u uw favoriete projecten in uw account.",
    ],
    action: { label: "Inloggen", url: loginUrl },
    footnote: "Heeft u zich niet zelf aangemeld? Dan heeft iemand anders uw e-mailadres gebruikt. Kies met de link hieronder een eigen wachtwoord; daarna kunt u het account in uw profiel verwijderen.",
    footLink: { label: "Een eigen wachtwoord kiezen", url: forgotPasswordUrl },
  });
}

export function registrationAttemptMail(site: Site, { loginUrl, forgotPasswordUrl }: AccountMailLinks): RenderedMail {
  return renderMail({
    site,
    subject: `U heeft al een account bij ${site.name}`,
    heading: "U heeft al een account",
    paragraphs: [
      `Zojuist is bij ${site.name} geprobeerd een nieuw account aan te maken met dit e-mailadres. Daar bestaat al een account mee, dus er is niets veranderd: uw gegevens en uw wachtwoord zijn dezelfde als eerst.`,
      "Was u dat zelf? Log dan in met uw bestaande wachtwoord. Weet u het niet meer, kies dan met de link onder deze e-mail een nieuw wachtwoord.",
    ],
    action: { label: "Inloggen", url: loginUrl },
    footnote: "Was u dit niet? Dan heeft iemand anders uw e-mailadres ingevuld. U hoeft niets te doen: zonder uw wachtwoord komt niemand in uw account.",
    footLink: { label: "Wachtwoord vergeten? Kies een nieuw wachtwoord", url: forgotPasswordUrl },
  });
}
