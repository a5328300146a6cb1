/**
 * The carousel's rotation rules, apart from React and Embla (which moves and loops the slides):
 * pure, unit-tested.
 */

export interface RotationState {
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  stopped: boolean;
  /** A mouse is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The tab is in the background. */
  hidden: boolean;
}

/** Rotation runs only while nobody stopped it, reads it, points at it or looks away (WAI-ARIA APG carousel). */
export function isRotating(state: RotationState, slideCount: number): boolean {
  return slideCount > 1 && !state.stopped && !state.hovered && !state.focused && !state.hidden;
}

/** Under `prefers-reduced-motion` a carousel starts stopped; the visitor can still start it. */
export function initialRotation(reducedMotion: boolean): RotationState {
  return { stopped: reducedMotion, hovered: false, focused: false, hidden: false };
}
