/**
 * The spec's Dutch messages (section 8) that API answers carry in `meta.message` or `error.message`.
 * Route handlers run outside the pages' translation set-up (and Next.js precompiles messages/*.json),
 * so these are copies of the `feedback` messages, held equal to nl.json by a unit test.
 */
export const FEEDBACK_TEXTS = {
  thanks_request: "Bedankt voor uw verzoek",
  thanks_reset: "Bedankt, we sturen je een link om je wachtwoord opnieuw in te stellen",
  thanks_register: "Bedankt, U kunt nu inloggen met uw e-mailadres en nieuw wachtwoord",
  auth_success: "Succesvol aangemeld",
  login_success: "Succesvol ingelogd",
  login_error: "Controleer uw inloggegevens",
  register_mail: "U ontvangt ook een e-mail van ons. Had u al een account met dit e-mailadres? Dan blijft uw bestaande wachtwoord gelden; in de e-mail leest u hoe u inlogt of een nieuw wachtwoord kiest.",
} as const;

/** The answer to every registration, new address or not: the spec's thanks, and what the mail is for. */
export const REGISTERED_MESSAGE = `${FEEDBACK_TEXTS.thanks_register}. ${FEEDBACK_TEXTS.register_mail}`;
