/**
 * The texts of `app/global-error.tsx`. That page stands in for the root layout when the layout
 * itself failed: there is no `NextIntlClientProvider` above it, and importing `messages/nl.json`
 * there would add every message to every page's scripts. So it keeps these copies of the `errors`
 * messages, which a unit test (`messages.test.ts`) holds equal to nl.json.
 */
export const LAST_RESORT_TEXTS = {
  errorTitle: "An error occurred",
  errorText: "Er ging iets mis bij het laden van deze pagina. Probeer het opnieuw of ga terug naar de homepage.",
  backHome: "Go back to homepage",
  retry: "Opnieuw proberen",
} as const;
