"use client";

import type { FocusEvent, KeyboardEvent, Ref } from "react";

/**
 * The keyboard's place on the map while an area is drawn: a crosshair in the map's centre, a button
 * (Enter or a tap places its point) that takes the arrow keys (the map moves under it).
 */
interface CrosshairProps {
  ref: Ref<HTMLButtonElement>;
  label: string;
  describedBy: string;
  onPlace: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** The keyboard's focus comes (true) or goes (false): the panel shows its keyboard help meanwhile. */
  onKeyboardFocus: (focused: boolean) => void;
}

export function Crosshair({ ref, label, describedBy, onPlace, onKeyDown, onKeyboardFocus }: CrosshairProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      onClick={onPlace}
      onKeyDown={onKeyDown}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => onKeyboardFocus(event.currentTarget.matches(":focus-visible"))}
      onBlur={() => onKeyboardFocus(false)}
      className="absolute top-1/2 left-1/2 z-20 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full text-primary focus-visible:outline-3 focus-visible:outline-offset-2"
    >
      <svg viewBox="0 0 44 44" className="size-11" aria-hidden="true">
        <g fill="none" strokeLinecap="round">
          <path d="M22 4v12M22 28v12M4 22h12M28 22h12" stroke="#ffffff" strokeWidth="6" />
          <path d="M22 4v12M22 28v12M4 22h12M28 22h12" stroke="currentColor" strokeWidth="3" />
          <circle cx="22" cy="22" r="3" fill="currentColor" stroke="#ffffff" strokeWidth="2" />
        </g>
      </svg>
    </button>
  );
}
