"use client";

import { useSearchState } from "@/components/search/search-state";
import { PlaceCombobox } from "./place-combobox";

/** "Zoek op naam": the place combobox on the search page; choosing a place filters the search. */
export function GeoNameSearch({ className }: { className?: string }) {
  const { navigate } = useSearchState();
  return <PlaceCombobox className={className} onChoose={(suggestion) => navigate({ esGeo: suggestion.esGeo })} />;
}
