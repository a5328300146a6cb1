"use client";
/**
 * Where the search box's suggestions come from: `GET /api/suggest` through TanStack Query, asked
 * 200 ms after the last key. Loaded by `SearchBox` on first use, so pages nobody searches from load
 * neither this nor TanStack Query. Renders nothing; it reports what it has.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { QueryProvider } from "@/components/account/session/query-provider";
import { fetchSuggestions, suggestText, wantsSuggestions, type BoxSuggestion } from "./suggestions";

export interface SuggestionState {
  /** The text these suggestions answer. */
  text: string;
  suggestions: BoxSuggestion[];
  status: "loading" | "ready" | "error";
}

export interface SuggestionSourceProps {
  text: string;
  basePath: string;
  onState: (state: SuggestionState) => void;
}

const DEBOUNCE_MS = 200;

export default function SuggestionSource(props: SuggestionSourceProps) {
  return (
    <QueryProvider>
      <Source {...props} />
    </QueryProvider>
  );
}

function Source({ text, basePath, onState }: SuggestionSourceProps) {
  const [typed, setTyped] = useState(() => suggestText(text));
  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(suggestText(text)), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const query = useQuery({
    queryKey: ["suggest", basePath, typed],
    queryFn: ({ signal }) => fetchSuggestions(typed, basePath, signal),
    enabled: wantsSuggestions(typed),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const settled = typed === suggestText(text) && !query.isFetching;
  const status = query.isError ? "error" : settled ? "ready" : "loading";
  const suggestions = query.data;
  useEffect(() => {
    onState({ text: typed, suggestions: suggestions ?? [], status });
    // `onState` is a notification: a new function from the parent must not report again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, suggestions, status]);
  return null;
}
