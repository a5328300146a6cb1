import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

/**
 * The index of an Embla carousel's selected slide, kept in step with its `select` and `reInit` events;
 * `initial` is the carousel's `startIndex` (Embla sends no event for where it starts).
 */
export function useEmblaSelected(embla: UseEmblaCarouselType[1], initial = 0): number {
  const [selected, setSelected] = useState(initial);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);
  return selected;
}
