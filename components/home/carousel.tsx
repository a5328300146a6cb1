"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useEmblaSelected } from "@/components/ui/use-embla-selected";
import { Children, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { initialRotation, isRotating, type RotationState } from "./carousel-state";

/** The carousel's words, translated on the server. */
export interface CarouselTexts {
  /** `aria-roledescription` of the whole: "carrousel". */
  carousel: string;
  /** `aria-roledescription` of a slide: "dia". */
  slide: string;
  previous: string;
  next: string;
  /** The rotation button while slides rotate, and while they stand still. */
  stop: string;
  start: string;
}

type Props = {
  label: string;
  texts: CarouselTexts;
  /** Each slide's name, "1 van 3". */
  slideLabels: string[];
  /** Milliseconds a slide shows before the next one. */
  delay?: number;
  /** Controls for a dark picture (the hero) or a light page. */
  tone?: "dark" | "light";
  className?: string;
  /** Where the controls sit (they come first in the tab order, as the APG pattern asks). */
  controlsClassName?: string;
  children: ReactNode;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * An auto-rotating carousel after the WAI-ARIA APG pattern: rotation button, previous and next
 * buttons, slides as labelled groups (the hidden ones `aria-hidden` and inert) in a live region that
 * speaks only while rotation stands still. Rotation pauses on mouse hover, keyboard focus inside and
 * in a background tab, and starts stopped under reduced motion. Embla moves the slides (swipe
 * included); the server renders the same row, first slide showing, so nothing shifts.
 */
export function Carousel({ label, texts, slideLabels, delay = 6000, tone = "light", className, controlsClassName, children }: Props) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 });
  const selected = useEmblaSelected(embla);
  const [rotation, setRotation] = useState<RotationState>(() => initialRotation(false));
  const reduced = useRef(false);
  const id = useId();
  const update = (patch: Partial<RotationState>) => setRotation((current) => ({ ...current, ...patch }));

  useEffect(() => {
    reduced.current = window.matchMedia(REDUCED_MOTION).matches;
    const onVisibility = () => update({ hidden: document.visibilityState === "hidden" });
    update({ stopped: reduced.current });
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  const rotating = isRotating(rotation, slides.length);
  useEffect(() => {
    if (!embla || !rotating) return;
    // A new timer for every slide shown: a slide chosen by hand gets its full time too.
    const timer = window.setTimeout(() => embla.scrollNext(reduced.current), delay);
    return () => window.clearTimeout(timer);
  }, [embla, rotating, selected, delay]);

  function onFocus(event: FocusEvent<HTMLElement>) {
    // Keyboard focus only: a mouse click on a control is no reason to stop for good.
    if (event.target.matches(":focus-visible")) update({ focused: true });
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update({ focused: false });
  }
  const onPointer = (hovered: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse") update({ hovered });
  };

  const button = cx(
    "grid size-11 place-items-center rounded-full border shadow-sm transition-colors",
    tone === "dark" ? "border-white/60 bg-slate-950/45 text-white hover:bg-slate-950/70" : "border-slate-300 bg-white text-primary hover:bg-slate-50",
  );
  return (
    <section
      aria-roledescription={texts.carousel}
      aria-label={label}
      data-ready={embla ? "true" : undefined}
      data-rotating={rotating ? "true" : "false"}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      className={cx("relative", className)}
    >
      {slides.length > 1 && (
        <div className={cx("z-10 flex items-center gap-2", controlsClassName)}>
          <button type="button" className={button} onClick={() => update({ stopped: !rotation.stopped })} aria-label={rotation.stopped ? texts.start : texts.stop}>
            <Icon name={rotation.stopped ? "play" : "pause"} className="size-5" />
          </button>
          <button type="button" className={button} onClick={() => embla?.scrollPrev(reduced.current)} aria-controls={id} aria-label={texts.previous}>
            <Icon name="chevronLeft" className="size-5" />
          </button>
          <button type="button" className={button} onClick={() => embla?.scrollNext(reduced.current)} aria-controls={id} aria-label={texts.next}>
            <Icon name="chevronRight" className="size-5" />
          </button>
        </div>
      )}
      <div ref={viewportRef} className="overflow-hidden">
        <div id={id} className="flex touch-pan-y" aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={slideLabels[index]}
              aria-hidden={index === selected ? undefined : true}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
