/** Where every site keeps its privacy statement (under the site's base path: main host, `/{partner}`, `/old`, a partner's own domain). Client-safe. */
export const PRIVACY_PATH = "/privacyverklaring";
