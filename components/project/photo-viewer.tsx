"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { prefersReducedMotion } from "@/components/ui/reduced-motion";
import { useEmblaSelected } from "@/components/ui/use-embla-selected";
import { IMAGE_WIDTHS, imageAtWidth, imageSources } from "@/lib/media/project-image-url";

type Props = { name: string; images: string[]; start: number; onClose: () => void };

/** A 3:2 photo shown whole: the screen's width, or its height times 1.5 on a wide screen (an upper bound; the bars take some height). */
const VIEWER_SIZES = "min(100vw, 150vh)";

/**
 * The project's photos full screen, in a modal `<dialog>`: the browser keeps focus inside, makes the
 * page behind it inert and closes it on Escape. Swipe (embla, looping), arrow keys, Home and End, a
 * counter read out as it changes, and thumbnails. Loaded in its own chunk when a photo is opened;
 * `onClose` runs once the dialog has closed.
 */
export function PhotoViewer({ name, images, start, onClose }: Props) {
  const t = useTranslations("project");
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: start, loop: true, duration: 22 });
  const selected = useEmblaSelected(embla, start);

  // Open before the first paint; the page behind does not scroll while the photos show.
  useLayoutEffect(() => {
    const element = dialog.current!;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    element.showModal();
    const closed = () => {
      root.style.overflow = overflow;
      onClose();
    };
    element.addEventListener("close", closed);
    return () => {
      element.removeEventListener("close", closed);
      element.close();
      root.style.overflow = overflow;
    };
  }, [onClose]);

  useEffect(() => {
    thumbnails.current[selected]?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }, [selected]);

  const show = (index: number) => embla?.scrollTo(index, prefersReducedMotion());
  const previous = () => embla?.scrollPrev(prefersReducedMotion());
  const next = () => embla?.scrollNext(prefersReducedMotion());

  // On the document: while the dialog is open the keys are meant for it, wherever the focus is (a control,
  // the dialog itself after a click on the photo, or the page when the browser's own controls had it).
  useEffect(() => {
    if (!embla) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const jump = prefersReducedMotion();
      const action = { ArrowLeft: () => embla.scrollPrev(jump), ArrowRight: () => embla.scrollNext(jump), Home: () => embla.scrollTo(0, jump), End: () => embla.scrollTo(images.length - 1, jump) }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [embla, images.length]);

  const several = images.length > 1;
  // The opened photo and its neighbours (either way round: the carousel loops) load at once, the rest as they come near.
  const near = (index: number) => Math.min(Math.abs(index - start), images.length - Math.abs(index - start)) <= 1;
  const roundButton = "grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white";
  return (
    <dialog
      ref={dialog}
      aria-label={t("gallery", { name })}
      className="fixed inset-0 m-0 size-full p-0 max-h-none max-w-none overflow-hidden bg-slate-950 text-white backdrop:bg-slate-950 [--focus-ring:#fff]"
    >
      <div className="flex size-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-2">
          <p aria-live="polite" className="font-medium tabular-nums">
            {t("photo", { index: selected + 1, total: images.length })}
          </p>
          <button type="button" onClick={() => dialog.current?.close()} aria-label={t("closeViewer")} className={roundButton}>
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          <div ref={viewportRef} className="size-full overflow-hidden">
            <div className="flex h-full touch-pan-y touch-pinch-zoom">
              {images.map((src, index) => (
                <div
                  key={src}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t("photo", { index: index + 1, total: images.length })}
                  aria-hidden={index !== selected || undefined}
                  className="min-w-0 flex-[0_0_100%] px-2 sm:px-16"
                >
                  {/* Photos stored at the widths shown, drawings that scale: nothing for the image optimiser to do. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={src}
                    {...imageSources(src, IMAGE_WIDTHS, VIEWER_SIZES)}
                    alt={t("photoAlt", { name, index: index + 1 })}
                    width={1200}
                    height={800}
                    loading={near(index) ? "eager" : "lazy"}
                    decoding="async"
                    draggable={false}
                    className="size-full object-contain select-none"
                  />
                </div>
              ))}
            </div>
          </div>
          {several && (
            <>
              <button type="button" onClick={previous} aria-label={t("previousPhoto")} className={cx(roundButton, "absolute top-1/2 left-3 -translate-y-1/2")}>
                <Icon name="chevronLeft" className="size-6" />
              </button>
              <button type="button" onClick={next} aria-label={t("nextPhoto")} className={cx(roundButton, "absolute top-1/2 right-3 -translate-y-1/2")}>
                <Icon name="chevronRight" className="size-6" />
              </button>
            </>
          )}
        </div>
        {several && (
          <ul className="flex shrink-0 justify-center-safe gap-2 overflow-x-auto px-4 py-3">
            {images.map((src, index) => (
              <li key={src} className="shrink-0">
                <button
                  ref={(button) => {
                    thumbnails.current[index] = button;
                  }}
                  type="button"
                  onClick={() => show(index)}
                  aria-label={t("showPhoto", { index: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  className={cx("block overflow-hidden rounded-md ring-2 ring-offset-2 ring-offset-slate-950 transition", index === selected ? "ring-white" : "opacity-60 ring-transparent hover:opacity-100")}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={imageAtWidth(src, 600)} alt="" width={96} height={64} loading="lazy" decoding="async" className="h-12 w-18 object-cover sm:h-16 sm:w-24" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
