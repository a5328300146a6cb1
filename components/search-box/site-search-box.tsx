"use client";

import { useRouter } from "next/navigation";
import { SearchBox } from "./search-box";
import { textSearchHref } from "./suggestions";

/** The search box on its own (the header): a suggestion opens its page, typed text searches the whole catalogue. */
export interface SiteSearchBoxProps {
  basePath: string;
  className?: string;
  autoFocus?: boolean;
}

export function SiteSearchBox({ basePath, className, autoFocus }: SiteSearchBoxProps) {
  const router = useRouter();
  return (
    <SearchBox
      basePath={basePath}
      className={className}
      autoFocus={autoFocus}
      onPick={(suggestion) => router.push(suggestion.url)}
      onSubmitText={(text) => router.push(textSearchHref(text, basePath))}
    />
  );
}
