/**
 * Event delegation for server-rendered controls: one click listener on the document for every
 * element matching a selector (however many a page shows, and those a client navigation adds
 * later), instead of a hydrated client component per control. Client-safe: the document is only
 * touched in the browser.
 */

export interface DelegatedClicks {
  /**
   * Hands the clicks to `handler` until the returned detach is called. Clicks that came before
   * (between the script's arrival and the page's hydration) are handed over at once.
   */
  attach(handler: (target: HTMLElement) => void): () => void;
}

/**
 * Listens from the moment the module loads (before React hydrates the page), so an early click on
 * a control is kept and answered when its handler attaches rather than lost.
 */
export function delegatedClicks(selector: string): DelegatedClicks {
  let handler: ((target: HTMLElement) => void) | null = null;
  const pending: HTMLElement[] = [];
  if (typeof document !== "undefined") {
    document.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
      if (!target) return;
      if (handler) handler(target);
      else pending.push(target);
    });
  }
  return {
    attach(next) {
      handler = next;
      for (const target of pending.splice(0)) if (target.isConnected) next(target);
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}

/** Calls `onAdded` (at most once per task) when elements matching `selector` enter the page; returns the stop. */
export function watchAdded(selector: string, onAdded: () => void): () => void {
  let queued = false;
  const observer = new MutationObserver((records) => {
    if (queued) return;
    const added = records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null)));
    if (!added) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      onAdded();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
