"use client";

import { useEffect } from "react";

/** Where blocks fade in on scroll (spec: not on phones) and where nothing moves at all. */
const REVEAL_MEDIA = "(min-width: 768px) and (prefers-reduced-motion: no-preference)";
const MOTION_MEDIA = "(prefers-reduced-motion: no-preference)";

/**
 * Animate-on-scroll for the home page, with no markup of its own: blocks marked `data-reveal` that
 * are still below the fold are set to "pending" (hidden by home.css) and shown as they come into
 * view; the skill bars (`data-skills`) grow once the same way. Everything is visible without it:
 * only this script hides anything, and only what is not yet on screen. Opacity and transform only.
 */
export function HomeMotion() {
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const target = entry.target as HTMLElement;
          target.setAttribute(target.hasAttribute("data-skills") ? "data-skills" : "data-reveal", "shown");
          observer.unobserve(target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    const belowFold = (element: Element) => element.getBoundingClientRect().top > window.innerHeight;
    const hold = (selector: string, attribute: string) => {
      for (const element of document.querySelectorAll(selector)) {
        if (!belowFold(element)) continue;
        element.setAttribute(attribute, "pending");
        observer.observe(element);
      }
    };
    if (window.matchMedia(REVEAL_MEDIA).matches) hold("[data-reveal]", "data-reveal");
    if (window.matchMedia(MOTION_MEDIA).matches) hold("[data-skills]", "data-skills");
    return () => observer.disconnect();
  }, []);
  return null;
}
