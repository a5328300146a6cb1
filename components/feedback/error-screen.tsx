import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button-link";

export type ErrorScreenProps = {
  /** Big status number, e.g. `404` or `500`. */
  code: string;
  /** Short status line above the title, e.g. "This page could not be found". */
  status?: string;
  title: string;
  text: string;
  homeLabel: string;
  homeHref?: string;
  /** Extra action beside the home button (e.g. "try again"). */
  action?: ReactNode;
  /** Small print under the buttons (e.g. an error reference). */
  detail?: ReactNode;
  /** Inside a site's own layout (which has the page's `<main>`): a section, not the whole screen. */
  embedded?: boolean;
};

/**
 * Full-screen dark error page, shared by the 404 and the error boundary. `data-nav-failed` turns the
 * top progress bar red while the screen shows (`app/globals.css`), without any script.
 */
export function ErrorScreen({ code, status, title, text, homeLabel, homeHref = "/", action, detail, embedded = false }: ErrorScreenProps) {
  const Root = embedded ? "section" : "main";
  return (
    <Root
      {...(embedded ? { "aria-labelledby": "error-title" } : { id: "main-content", tabIndex: -1 })}
      data-surface="dark"
      data-nav-failed
      className={`error-backdrop relative flex items-center justify-center overflow-hidden px-6 py-16 text-white outline-none ${embedded ? "min-h-[70vh]" : "min-h-dvh"}`}
    >
      <div className="relative max-w-xl text-center">
        <p
          aria-hidden="true"
          className="text-[7rem] leading-none font-black tracking-tight text-transparent [-webkit-text-stroke:2px_rgba(255,255,255,0.35)] sm:text-[10rem]"
        >
          {code}
        </p>
        {status && (
          <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-secondary uppercase sm:text-sm">{status}</p>
        )}
        <h1 id="error-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-base leading-relaxed text-white/75">{text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <ButtonLink href={homeHref} variant="secondary" size="lg">
            {homeLabel}
          </ButtonLink>
          {action}
        </div>
        {detail && <p className="mt-6 text-xs text-white/50">{detail}</p>}
      </div>
    </Root>
  );
}
