"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SearchBox } from "@/components/search-box/search-box";
import { placeOfUrl } from "@/components/search-box/suggestions";
import { useSearchState } from "./search-state";

/**
 * The search box of a search page (filter panel, map): a place moves the search there, keeping the
 * other filters and the view; typed text becomes `q`; a project or developer opens its own page.
 */
export function SearchPageBox({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const t = useTranslations("searchBox");
  const router = useRouter();
  const { filters, basePath, navigate } = useSearchState();
  return (
    <SearchBox
      className={className}
      basePath={basePath}
      label={t("label")}
      labelClassName={labelClassName}
      initialText={filters.q ?? ""}
      onPick={(suggestion) => {
        const place = suggestion.kind === "place" ? placeOfUrl(suggestion.url, basePath) : null;
        if (place) navigate({ esGeo: place, q: null });
        else router.push(suggestion.url);
      }}
      onSubmitText={(text) => navigate({ q: text })}
    />
  );
}
