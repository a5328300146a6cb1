"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` of the viewport (and stays true): below-the-fold
 * parts of a cached page (a form, a calculator) load their code then, so the page's first JavaScript
 * stays small.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = "600px 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: margin });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
