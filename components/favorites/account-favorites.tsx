"use client";

import { useEffect } from "react";
import { QueryProvider } from "@/components/account/session/query-provider";
import { useClientSession } from "@/components/account/session/use-client-session";
import { setAccountFavorites } from "./favorites-backend";
import { useServerFavorites } from "./use-server-favorites";

/**
 * Loaded only when the signed-in hint says a session may exist: asks who is logged in (the page's
 * shared session read) and, for a client, hands the hearts the server-backed store. A guest after
 * all (or a list that cannot be read) keeps local storage.
 */
export default function AccountFavorites({ failed }: { failed: string }) {
  return (
    <QueryProvider>
      <AccountStore failed={failed} />
    </QueryProvider>
  );
}

function AccountStore({ failed }: { failed: string }) {
  const session = useClientSession();
  const server = useServerFavorites(session.status === "client", failed);
  const store = server.status === "ready" ? server.store : null;
  const waiting = session.status === "loading" || (session.status === "client" && server.status === "loading");

  useEffect(() => {
    setAccountFavorites(store ?? (waiting ? "waiting" : "guest"));
  }, [store, waiting]);
  useEffect(() => () => setAccountFavorites("local"), []);
  return null;
}
