import { useTranslations } from "next-intl";
import type { CarouselTexts } from "./carousel";

/** The carousel's words and its slides' names ("2 van 3"), translated on the server for both home carousels. */
export function useCarouselTexts(): { texts: CarouselTexts; labels: (total: number) => string[] } {
  const t = useTranslations("home.carousel");
  const texts: CarouselTexts = { carousel: t("carousel"), slide: t("slide"), previous: t("previous"), next: t("next"), stop: t("stop"), start: t("start") };
  return { texts, labels: (total) => Array.from({ length: total }, (_, index) => t("slideOf", { index: index + 1, total })) };
}
