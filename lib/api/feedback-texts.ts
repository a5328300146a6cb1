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
} as const;
