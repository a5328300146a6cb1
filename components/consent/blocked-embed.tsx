"use client";
/**
 * An embedded frame (a project video, a map) that loads only once Functional cookies are accepted:
 * until then the spec's 'To see this, please enable functional cookies' with the link word 'here'
 * that opens the preferences. Accepting loads the frame in place, without a reload.
 */
import { useEffect, useState } from "react";
import { allows, consentFromCookies } from "@/lib/consent/settings";
import { openConsentPreferences } from "./consent-manager";
import { CONSENT_EVENT } from "./consent-texts";

type Props = {
  src: string;
  title: string;
  texts: { blockedIframe: string; here: string; blockedTitle: string };
};

export function BlockedEmbed({ src, title, texts }: Props) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const refresh = () => setAllowed(allows(consentFromCookies(document.cookie), "functional"));
    refresh();
    window.addEventListener(CONSENT_EVENT, refresh);
    return () => window.removeEventListener(CONSENT_EVENT, refresh);
  }, []);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-100">
      {allowed ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div role="region" aria-label={texts.blockedTitle} className="absolute inset-0 grid place-items-center p-6 text-center text-slate-800">
          <p>
            {texts.blockedIframe}:{" "}
            <button type="button" onClick={openConsentPreferences} className="font-semibold text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2">
              {texts.here}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
