"use client";

import { createContext, use, useState, type ReactNode } from "react";

const SessionContext = createContext<object | null>(null);

/**
 * One visit to the search pages: the search layout stays mounted while the visitor changes
 * filters, places and views, and mounts afresh when they come back from elsewhere. Its identity
 * tells the filter memory whether the visitor is arriving or moving within a search.
 */
export function SearchSession({ children }: { children: ReactNode }) {
  const [session] = useState(() => ({}));
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSearchSession(): object | null {
  return use(SessionContext);
}
