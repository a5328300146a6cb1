"use client";

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { trapFocus } from "@/components/ui/trap-focus";
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

/**
 * The panels open as full-screen sheets on a phone (the filters). Module state: a search with another
 * path (a place picked in the sheet) renders a new page, and the sheet stays open across it; leaving
 * the search pages forgets it.
 */
const openSheets = new Set<string>();
let mountedSheets = 0;

export function PanelsProvider({ defaults, children }: { defaults: Record<string, PanelOpen>; children: ReactNode }) {
  // On hydration the set is empty (a sheet opens only on a press), so the server's HTML matches.
  const [state, setState] = useState(() =>
    Object.fromEntries(Object.entries(defaults).map(([panel, open]) => [panel, openSheets.has(panel) ? { ...open, mobile: true } : open])),
  );
  const toggle = useCallback<PanelsState["toggle"]>(
    (panel, breakpoint) =>
      setState((previous) => {
        const current = previous[panel] ?? { mobile: true, desktop: true };
        return { ...previous, [panel]: { ...current, [breakpoint]: !current[breakpoint] } };
      }),
    [],
  );
  const value = useMemo<PanelsState>(() => ({ isOpen: (panel, breakpoint) => state[panel]?.[breakpoint] ?? true, toggle }), [state, toggle]);
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
  id,
  label,
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
  id?: string;
  label?: string;
}) {
  const { isOpen, toggle } = usePanels();
  const open = isOpen(panel, breakpoint);
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
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

const PHONE = "(max-width: 991.98px)";

const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
/** The breakpoint the window is at now; the server (and hydration) assume a desktop. */
const useBreakpoint = (): Breakpoint =>
  useSyncExternalStore(
    subscribePhone,
    () => (window.matchMedia(PHONE).matches ? "mobile" : "desktop"),
    () => "desktop",
  );

/**
 * One button for both breakpoints (where a phone and a desktop share one control, e.g. the map view's
 * "Lijst tonen"): it toggles the panel on the breakpoint the window is at. Its text per breakpoint is
 * CSS, so the server's HTML is right at every width before the script runs.
 */
export function ResponsivePanelToggle({ panel, controls, className, whenOpen, whenClosed }: { panel: string; controls: string; className?: string; whenOpen: ReactNode; whenClosed: ReactNode }) {
  const { isOpen, toggle } = usePanels();
  const breakpoint = useBreakpoint();
  const text = (at: Breakpoint) => (isOpen(panel, at) ? whenOpen : whenClosed);
  return (
    <button
      type="button"
      aria-expanded={isOpen(panel, breakpoint)}
      aria-controls={controls}
      onClick={() => toggle(panel, window.matchMedia(PHONE).matches ? "mobile" : "desktop")}
      className={className}
    >
      <span className="contents lg:hidden">{text("mobile")}</span>
      <span className="hidden lg:contents">{text("desktop")}</span>
    </button>
  );
}

/**
 * The panel itself: hidden (also from assistive technology) while closed on the current breakpoint.
 * With `sheet`, it opens on a phone as a modal full-screen sheet: the page behind does not scroll,
 * Tab stays inside, Escape closes it, and the focus returns to `sheet.opener` (the button in the bar).
 */
export function Panel({ panel, id, label, className, sheet, children }: { panel: string; id: string; label: string; className?: string; sheet?: { opener: string }; children: ReactNode }) {
  const { isOpen, toggle } = usePanels();
  const ref = useRef<HTMLElement>(null);
  const mobileOpen = isOpen(panel, "mobile");
  const opener = sheet?.opener;
  const modal = opener !== undefined && mobileOpen;

  useEffect(() => {
    if (opener === undefined) return;
    if (mobileOpen) openSheets.add(panel);
    else openSheets.delete(panel);
  }, [opener, mobileOpen, panel]);

  // Unmounted with no search page after it (the next one mounts in the same commit): forget the sheet.
  useEffect(() => {
    if (opener === undefined) return;
    mountedSheets += 1;
    return () => {
      mountedSheets -= 1;
      window.setTimeout(() => mountedSheets === 0 && openSheets.delete(panel), 0);
    };
  }, [opener, panel]);

  useEffect(() => {
    const element = ref.current;
    if (!modal || !element || opener === undefined) return;
    const phone = window.matchMedia(PHONE);
    if (!phone.matches) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    // Into the sheet, unless a control inside already has the focus (a filter changed while it was open).
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) toggle(panel, "mobile");
      else if (event.key === "Tab") trapFocus(event, element);
    };
    // Wider than a phone: the sheet is the side panel again.
    const onResize = (event: MediaQueryListEvent) => !event.matches && toggle(panel, "mobile");
    document.addEventListener("keydown", onKeyDown);
    phone.addEventListener("change", onResize);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKeyDown);
      phone.removeEventListener("change", onResize);
      // Closed: back to the button that opened it (the sheet's own controls are gone from view). Gone
      // with its page (another search), the new page places the focus.
      if (element.isConnected && (element.contains(document.activeElement) || document.activeElement === document.body)) {
        document.getElementById(opener)?.focus({ preventScroll: true });
      }
    };
  }, [modal, opener, panel, toggle]);

  return (
    <section
      ref={ref}
      id={id}
      aria-label={label}
      role={modal ? "dialog" : undefined}
      aria-modal={modal || undefined}
      tabIndex={modal ? -1 : undefined}
      data-mobile-open={mobileOpen}
      data-desktop-open={isOpen(panel, "desktop")}
      className={cx(
        mobileOpen ? "block" : "hidden",
        isOpen(panel, "desktop") ? "lg:block" : "lg:hidden",
        modal && "fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white outline-none lg:static lg:z-auto lg:overflow-visible lg:bg-transparent",
        className,
      )}
    >
      {children}
    </section>
  );
}
