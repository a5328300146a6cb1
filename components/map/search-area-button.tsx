"use client";

import { useTranslations } from "next-intl";

/** "Zoek in dit gebied": offered once the visitor has moved or zoomed the map. */
export function SearchAreaButton({ onSearch }: { onSearch: () => void }) {
  const t = useTranslations("map");
  return (
    <button
      type="button"
      onClick={onSearch}
      className="search-area-button absolute bottom-6 left-1/2 z-10 -translate-x-1/2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-lg hover:opacity-90"
    >
      {t("searchArea")}
    </button>
  );
}
