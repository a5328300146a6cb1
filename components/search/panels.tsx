"use client";

import { createContext, use, useMemo, useState, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";

/**
 * Result side panels that collapse and expand (spec section 4). Phones and desktops keep their own
 * state, because a panel that is open beside the results on a desktop starts closed on a phone
 * (behind the "Filters" button). The open/closed look is pure CSS, so nothing shifts on hydration.
 */
export type Breakpoint = "mobile" | "desktop";
type PanelOpen = Record<Breakpoint, boolean>;

interface PanelsState {
  isOpen: (panel: string, breakpoint: Breakpoint) => boolean;
  toggle: (panel: string, breakpoint: Breakpoint) => void;
}

const PanelsContext = createContext<PanelsState | null>(null);

export function PanelsProvider({ defaults, children }: { defaults: Record<string, PanelOpen>; children: ReactNode }) {
  const [state, setState] = useState(defaults);
  const value = useMemo<PanelsState>(
    () => ({
      isOpen: (panel, breakpoint) => state[panel]?.[breakpoint] ?? true,
      toggle: (panel, breakpoint) =>
        setState((previous) => {
          const current = previous[panel] ?? { mobile: true, desktop: true };
          return { ...previous, [panel]: { ...current, [breakpoint]: !current[breakpoint] } };
        }),
    }),
    [state],
  );
  return <PanelsContext value={value}>{children}</PanelsContext>;
}

function usePanels(): PanelsState {
  const panels = use(PanelsContext);
  if (!panels) throw new Error("panels outside PanelsProvider");
  return panels;
}

/** A button that opens or closes a panel on one breakpoint (and is shown on that breakpoint only). */
export function PanelToggle({
  panel,
  controls,
  breakpoint,
  className,
  whenOpen,
  whenClosed,
  scrollTo,
}: {
  panel: string;
  /** The id of the panel element. */
  controls: string;
  breakpoint: Breakpoint;
  className?: string;
  /** The button's content while the panel is open (e.g. "Filters verbergen"), and while closed. */
  whenOpen: ReactNode;
  whenClosed: ReactNode;
  /** The id of an element to bring into view after the toggle (e.g. the results after closing the filters). */
  scrollTo?: string;
}) {
  const { isOpen, toggle } = usePanels();
  const open = isOpen(panel, breakpoint);
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => {
        toggle(panel, breakpoint);
        if (scrollTo) requestAnimationFrame(() => document.getElementById(scrollTo)?.scrollIntoView({ block: "start" }));
      }}
      className={cx(breakpoint === "mobile" ? "lg:hidden" : "hidden lg:inline-flex", className)}
    >
      {open ? whenOpen : whenClosed}
    </button>
  );
}

/** The panel itself: hidden (also from assistive technology) while closed on the current breakpoint. */
export function Panel({ panel, id, label, className, children }: { panel: string; id: string; label: string; className?: string; children: ReactNode }) {
  const { isOpen } = usePanels();
  return (
    <section
      id={id}
      aria-label={label}
      data-mobile-open={isOpen(panel, "mobile")}
      data-desktop-open={isOpen(panel, "desktop")}
      className={cx(isOpen(panel, "mobile") ? "block" : "hidden", isOpen(panel, "desktop") ? "lg:block" : "lg:hidden", className)}
    >
      {children}
    </section>
  );
}
