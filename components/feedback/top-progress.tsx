"use client";

import dynamic from "next/dynamic";
import { optionalPart } from "@/components/app-shell/optional-part";
import { useFirstInteraction } from "./use-first-interaction";

// The bar only matters from the first click on: its code (nextjs-toploader, nprogress, 5 KB) loads at
// the visitor's first interaction, as their pointer or finger approaches a link.
const NextTopLoader = dynamic(() => optionalPart(import("nextjs-toploader")), { ssr: false });

// nprogress finds its bar by `role="bar"`, which is no ARIA role (axe: aria-roles). The bar is
// decoration: hidden from assistive technology, which then never meets the role; the spinner is off.
const TEMPLATE = '<div class="bar" role="bar" aria-hidden="true"><div class="peg"></div></div>';

/**
 * The thin (2 px) navigation progress bar. Its colour is `--progress-color`, which turns red while
 * an error screen shows (`app/globals.css`).
 */
export function TopProgress() {
  const interacted = useFirstInteraction();

  if (!interacted) return null;
  return <NextTopLoader template={TEMPLATE} color="var(--progress-color)" height={2} showSpinner={false} shadow={false} crawlSpeed={200} speed={300} zIndex={1600} />;
}
