/**
 * Who is logged in, for client components: next-auth's `GET /api/auth/session` (each read also renews
 * the 12-hour idle window), asked only while the signed-in hint is set, once per page for all islands.
 * Needs a `QueryProvider` above.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { clearSignedInHint, setSignedInHint, useSignedInHint } from "./signed-in-hint";

export const SESSION_QUERY_KEY = ["session"] as const;

/** The client as next-auth's session callback (lib/auth/options.ts) puts it in the session. */
export interface SessionUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
}

export type ClientSession = { status: "guest" } | { status: "loading" } | { status: "client"; user: SessionUser };

async function readSession(): Promise<SessionUser | null> {
  // next-auth's own route: always on this origin, whatever NEXT_PUBLIC_API_BASE says.
  const response = await fetch("/api/auth/session", { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`session read answered ${response.status}`);
  const session = (await response.json()) as { user?: SessionUser } | null;
  return session?.user ?? null;
}

export function useClientSession(): ClientSession {
  const hint = useSignedInHint();
  const { data, isError } = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: readSession, enabled: hint, staleTime: 5 * 60_000 });

  useEffect(() => {
    // Nobody: the session ended (logout elsewhere, expiry); the hint goes so the next page asks no more.
    if (data === null) clearSignedInHint();
    else if (data) setSignedInHint();
  }, [data]);

  if (!hint || data === null || isError) return { status: "guest" };
  return data ? { status: "client", user: data } : { status: "loading" };
}
