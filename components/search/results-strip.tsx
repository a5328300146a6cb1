"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { Children, useCallback, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

/**
 * The horizontal strip: the server-rendered cards in an Embla carousel, moved with the buttons,
 * the arrow keys (when focus is inside the strip), or by swiping. Before hydration the same row is
 * already laid out (overflow hidden), so nothing jumps when Embla takes over.
 */
export function ResultsStrip({ label, children }: { label: string; children: ReactNode }) {
  const t = useTranslations("search");
  const [viewportRef, embla] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps", slidesToScroll: "auto" });
  const slides = Children.toArray(children);

  // Embla is the source of truth for whether the strip can move either way.
  const subscribe = useCallback(
    (onChange: () => void) => {
      embla?.on("select", onChange).on("reInit", onChange);
      return () => {
        embla?.off("select", onChange).off("reInit", onChange);
      };
    },
    [embla],
  );
  const canPrevious = useSyncExternalStore(subscribe, () => embla?.canScrollPrev() ?? false, () => false);
  const canNext = useSyncExternalStore(subscribe, () => embla?.canScrollNext() ?? true, () => true);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowRight") embla?.scrollNext();
    else if (event.key === "ArrowLeft") embla?.scrollPrev();
    else return;
    event.preventDefault();
  }

  // Tabbing to a card that is out of view brings it into view.
  function onFocus(index: number) {
    if (embla && !embla.slidesInView().includes(index)) embla.scrollTo(index);
  }

  const button =
    "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-primary shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <section aria-roledescription={t("carousel")} aria-label={label} onKeyDown={onKeyDown} className="relative">
      <div className="mb-3 flex justify-end gap-2">
        <button type="button" className={button} onClick={() => embla?.scrollPrev()} disabled={!canPrevious} aria-label={t("previousSlides")}>
          <Icon name="arrowRight" className="size-5 rotate-180" />
        </button>
        <button type="button" className={button} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label={t("nextSlides")}>
          <Icon name="arrowRight" className="size-5" />
        </button>
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={t("slideOf", { index: index + 1, total: slides.length })}
              onFocus={() => onFocus(index)}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 @xl:basis-1/2 @5xl:basis-1/3 @7xl:basis-1/4"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
