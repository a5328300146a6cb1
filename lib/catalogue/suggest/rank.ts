/**
 * How suggestions are ordered and cut: places first when they match about as well (a buyer types a
 * place far more often than a project), then projects, then developers. Pure and client-safe.
 */
export const SUGGESTION_KINDS = ["place", "project", "developer"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** A match before it becomes an answer: how well it matches (pg_trgm word similarity, 0 to 1). */
export interface ScoredSuggestion<T> {
  kind: SuggestionKind;
  label: string;
  similarity: number;
  /** Projects behind it (a place, a developer): of two equal matches the bigger comes first. */
  count?: number;
  item: T;
}

/** Added to a kind's similarity: a place a little ahead of a project of the same likeness, a developer behind. */
const KIND_BONUS: Record<SuggestionKind, number> = { place: 0.1, project: 0, developer: -0.05 };

/** At most this many of each kind, and in all. */
export const SUGGESTION_LIMITS: Record<SuggestionKind, number> = { place: 5, project: 5, developer: 3 };
export const SUGGESTION_TOTAL = 10;

/** Text shorter than this (after folding) asks for no suggestions: one letter matches nearly everything. */
export const SUGGEST_MIN_LENGTH = 2;

/** Best first: similarity plus the kind's bonus, then the kind's order, the larger count, the label. */
export function rankSuggestions<T>(matches: readonly ScoredSuggestion<T>[]): ScoredSuggestion<T>[] {
  const kept = SUGGESTION_KINDS.flatMap((kind) =>
    matches
      .filter((match) => match.kind === kind)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, SUGGESTION_LIMITS[kind]),
  );
  const score = (match: ScoredSuggestion<T>) => match.similarity + KIND_BONUS[match.kind];
  const order = (kind: SuggestionKind) => SUGGESTION_KINDS.indexOf(kind);
  return kept
    .sort((a, b) => score(b) - score(a) || order(a.kind) - order(b.kind) || (b.count ?? 0) - (a.count ?? 0) || a.label.localeCompare(b.label, "nl"))
    .slice(0, SUGGESTION_TOTAL);
}

/** Lower case without accents, blanks collapsed: the text as the database's `search_fold` sees it. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}
