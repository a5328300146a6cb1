"use client";

import { LAST_RESORT_TEXTS as text } from "@/components/feedback/last-resort-texts";

/**
 * Last resort, when the root layout or the error page itself fails: its own document, inline
 * styles only, no translation provider or components that could fail again.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="nl">
      <body style={{ margin: 0, fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif", background: "#070b1f", color: "#fff" }}>
        <title>{text.errorTitle}</title>
        <main style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", padding: 24, textAlign: "center" }}>
          <div style={{ maxWidth: 480 }}>
            <h1 style={{ fontSize: 32, margin: "0 0 12px" }}>{text.errorTitle}</h1>
            <p style={{ margin: "0 0 28px", color: "rgba(255,255,255,0.75)", lineHeight: 1.5 }}>
              {text.errorText}
            </p>
            {/* A plain link on purpose: a full page load starts the application afresh. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              style={{ display: "inline-block", padding: "12px 24px", borderRadius: 6, background: "#fffb00", color: "#13206a", fontWeight: 700, textDecoration: "none" }}
            >
              {text.backHome}
            </a>
            <button
              type="button"
              onClick={() => retry()}
              style={{ marginLeft: 12, padding: "11px 20px", borderRadius: 6, border: "1px solid rgba(255,255,255,0.7)", background: "transparent", color: "#fff", fontWeight: 600, cursor: "pointer", fontFamily: "inherit", fontSize: 16 }}
            >
              {text.retry}
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
