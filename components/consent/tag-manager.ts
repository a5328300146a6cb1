/**
 * Google Tag Manager with Consent Mode v2: the defaults (all denied) go first, then the visitor's
 * choice, then the container script, once. Loaded only after the Optional category is accepted.
 */
type ConsentValue = "granted" | "denied";

let loaded = false;

// The parameters only type the calls: GTM needs the `arguments` object itself.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function gtag(..._command: unknown[]) {
  // GTM reads commands as `arguments` objects, as Google's snippet pushes them.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

export function consentModeUpdate({ optional, functional }: { optional: boolean; functional: boolean }) {
  if (!loaded) return;
  const analytics: ConsentValue = optional ? "granted" : "denied";
  gtag("consent", "update", {
    analytics_storage: analytics,
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    functionality_storage: functional ? "granted" : "denied",
  });
}

export function loadTagManager(containerId: string) {
  if (loaded || !/^GTM-[A-Z0-9]+$/.test(containerId)) return;
  loaded = true;
  gtag("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    functionality_storage: "denied",
    security_storage: "granted",
  });
  window.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
