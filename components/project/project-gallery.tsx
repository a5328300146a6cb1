"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useEmblaSelected } from "@/components/ui/use-embla-selected";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent } from "react";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { prefersReducedMotion } from "@/components/ui/reduced-motion";
import { GALLERY_WIDTHS, imageAtWidth, imageSources } from "@/lib/media/project-image-url";

type Props = { name: string; images: string[] };

const loadViewer = () => import("./photo-viewer");
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

/** The gallery's width: the page column beside the 22rem price box from lg, the whole container below (components/ui/container). */
const GALLERY_IMAGE_SIZES = "(min-width: 1536px) 904px, (min-width: 1280px) 724px, (min-width: 1024px) 544px, (min-width: 768px) 688px, (min-width: 640px) 508px, calc(100vw - 2rem)";

/**
 * Photo carousel (embla) with thumbnails. Keyboard: arrow keys, Home and End anywhere in the
 * gallery; every control is a real button. The first photo loads eagerly with high priority (it is
 * the page's largest paint); the rest load lazily. Width and height are set, so nothing shifts.
 * A photo is a button that opens the full-screen viewer, whose code loads only then (fetched ahead
 * when a pointer or the focus reaches a photo); closing it gives the focus back to that photo. The
 * shown photo is the carousel's one stop in the tab order; the arrow keys move the focus with it.
 */
export function ProjectGallery({ name, images }: Props) {
  const t = useTranslations("project");
  const [viewportRef, embla] = useEmblaCarousel({ align: "start", duration: 22 });
  const selected = useEmblaSelected(embla);
  const photoButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef(0);

  const clamp = useCallback((index: number) => Math.max(0, Math.min(images.length - 1, index)), [images.length]);
  const go = useCallback((index: number) => embla?.scrollTo(clamp(index), prefersReducedMotion()), [embla, clamp]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: images.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
    // The carousel's embla track moves the photo into view; the focus must not scroll it there first.
    if (photoButtons.current.includes(event.target as HTMLButtonElement)) photoButtons.current[clamp(target)]?.focus({ preventScroll: true });
  };

  const openViewer = (index: number) => {
    opener.current = index;
    setViewing(index);
  };
  const closeViewer = useCallback(() => {
    setViewing(null);
    photoButtons.current[opener.current]?.focus();
  }, []);

  if (images.length === 0) {
    return <p className="grid aspect-[3/2] place-items-center rounded-lg bg-slate-100 text-slate-500">{t("noPhotos")}</p>;
  }

  const arrow = "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white disabled:opacity-0";
  return (
    <>
      <section aria-roledescription="carousel" aria-label={t("gallery", { name })} onKeyDown={onKeyDown} data-ready={embla ? "true" : undefined} className="space-y-3">
        <p id="gallery-hint" className="sr-only">
          {t("galleryHint")}
        </p>
        <div className="relative overflow-hidden rounded-lg bg-slate-100">
          <div ref={viewportRef} className="overflow-hidden">
            {/* Printed: the first six photos in two columns (the carousel moves its track with a transform). */}
            <div className="flex touch-pan-y print:grid print:transform-none! print:grid-cols-2 print:gap-2">
              {images.map((src, index) => (
                <div key={src} role="group" aria-roledescription="slide" aria-label={t("photo", { index: index + 1, total: images.length })} className={cx("min-w-0 flex-[0_0_100%]", index >= 6 && "print:hidden")}>
                  <button
                    ref={(button) => {
                      photoButtons.current[index] = button;
                    }}
                    type="button"
                    tabIndex={index === selected ? 0 : -1}
                    aria-label={t("openPhoto", { index: index + 1 })}
                    aria-describedby="gallery-hint"
                    onClick={() => openViewer(index)}
                    onPointerEnter={() => void loadViewer()}
                    onFocus={() => void loadViewer()}
                    className="block w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3"
                  >
                    {/* Photos stored at the widths shown, drawings that scale: nothing for the image optimiser to do. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={src}
                      {...imageSources(src, GALLERY_WIDTHS, GALLERY_IMAGE_SIZES)}
                      alt={t("photoAlt", { name, index: index + 1 })}
                      width={1200}
                      height={800}
                      loading={index === 0 ? "eager" : "lazy"}
                      fetchPriority={index === 0 ? "high" : "auto"}
                      decoding={index === 0 ? "sync" : "async"}
                      className="aspect-[3/2] h-auto w-full object-cover"
                    />
                  </button>
                </div>
              ))}
            </div>
          </div>
          <button type="button" className={cx(arrow, "left-3 print:hidden")} onClick={() => go(selected - 1)} disabled={selected === 0} aria-label={t("previousPhoto")}>
            <Icon name="chevronLeft" className="size-6" />
          </button>
          <button type="button" className={cx(arrow, "right-3 print:hidden")} onClick={() => go(selected + 1)} disabled={!embla || selected === images.length - 1} aria-label={t("nextPhoto")}>
            <Icon name="chevronRight" className="size-6" />
          </button>
          <p className="absolute right-3 bottom-3 rounded print:hidden bg-black/65 px-2 py-1 text-sm font-medium text-white" aria-live="polite">
            <span aria-hidden>{t("photoCounter", { index: selected + 1, total: images.length })}</span>
            <span className="sr-only">{t("photo", { index: selected + 1, total: images.length })}</span>
          </p>
        </div>
        <ul className="flex gap-2 overflow-x-auto p-1 print:hidden">
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => go(index)}
                aria-label={t("showPhoto", { index: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                className={cx("block overflow-hidden rounded-md ring-2 ring-offset-2 transition", index === selected ? "ring-primary" : "ring-transparent opacity-75 hover:opacity-100")}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={imageAtWidth(src, 600)} alt="" width={96} height={64} loading="lazy" decoding="async" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      </section>
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer name={name} images={images} start={viewing} onClose={closeViewer} />
        </Suspense>
      )}
    </>
  );
}
