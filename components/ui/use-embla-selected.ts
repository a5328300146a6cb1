import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

/** The index of an Embla carousel's selected slide, kept in step with its `select` and `reInit` events. */
export function useEmblaSelected(embla: UseEmblaCarouselType[1]): number {
  const [selected, setSelected] = useState(0);
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
