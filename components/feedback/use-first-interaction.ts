import { useEffect, useState } from "react";

/** What a visitor does before a first click or tap: a pointer moving or pressed, a key, a scroll, focus. */
const INTERACTIONS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

/**
 * False until the visitor first interacts with the page, then true. For code that only matters from
 * a visitor's first navigation on (the progress bar): it then loads while their pointer or finger
 * approaches a link, and a page only read, or measured by a lab tool, never downloads it.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const controller = new AbortController();
    const done = () => {
      controller.abort();
      setInteracted(true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { passive: true, capture: true, signal: controller.signal });
    return () => controller.abort();
  }, [interacted]);
  return interacted;
}
