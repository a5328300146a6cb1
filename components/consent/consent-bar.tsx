"use client";
/**
 * The cookie bar a first visitor sees: plain markup, so the consent library (vanilla-cookieconsent)
 * loads only when the visitor presses one of its buttons. The library still stores the choice and
 * runs the callbacks (consent-runtime.ts); this bar only asks.
 */
import { useId } from "react";
import type { ConsentTexts } from "./consent-texts";
import { sitePrivacyPath } from "./consent-texts";

export type BarChoice = "all" | "necessary" | "preferences";

type Props = { texts: ConsentTexts; privacyPath: string; onChoose: (choice: BarChoice) => void };

// Equal weight: the three answers look alike (no nudge towards "accept all").
const BUTTON =
  "inline-flex h-11 items-center justify-center rounded-md border border-slate-900 bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 lg:h-10";

export function ConsentBar({ texts, privacyPath, onChoose }: Props) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-consent-bar=""
      className="fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-50 border-t border-slate-200 bg-white text-slate-800 shadow-[0_-6px_24px_rgba(15,23,42,0.12)] print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="min-w-0 flex-1 text-sm">
          <h2 id={titleId} className="mb-1 text-base font-semibold text-slate-900">
            {texts.barTitle}
          </h2>
          <p>{texts.barDescription}</p>
          <p className="mt-1">
            <a href={sitePrivacyPath(privacyPath)} className="font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-slate-900">
              {texts.statement}
            </a>
          </p>
        </div>
        <div className="grid shrink-0 gap-2 sm:grid-cols-3">
          <button type="button" className={BUTTON} onClick={() => onChoose("all")}>
            {texts.acceptAll}
          </button>
          <button type="button" className={BUTTON} onClick={() => onChoose("necessary")}>
            {texts.acceptNecessary}
          </button>
          <button type="button" className={BUTTON} onClick={() => onChoose("preferences")}>
            {texts.manageCookies}
          </button>
        </div>
      </div>
    </section>
  );
}
