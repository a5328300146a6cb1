/** Whether the visitor asks for less motion: a carousel then jumps to a photo instead of sliding there. Browser only. */
export const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
