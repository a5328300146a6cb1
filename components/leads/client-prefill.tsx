"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { QueryProvider } from "@/components/account/session/query-provider";
import { useClientSession } from "@/components/account/session/use-client-session";
import type { ClientUser } from "@/lib/accounts/schemas";
import { apiCall } from "@/lib/api/client";

export type PrefillUser = Pick<ClientUser, "first_name" | "last_name" | "email" | "phone" | "zip_code" | "address">;

type Props = {
  /** Called with the names and e-mail from the session, then again with the profile (phone, postcode, town). */
  onUser: (user: PrefillUser | null) => void;
};

/**
 * Loaded only when the signed-in hint is set (a guest's form loads neither TanStack Query nor this):
 * who is logged in (the page's one session read), then `GET /api/client` for the profile.
 */
export default function ClientPrefill(props: Props) {
  return (
    <QueryProvider>
      <Prefill {...props} />
    </QueryProvider>
  );
}

function Prefill({ onUser }: Props) {
  const session = useClientSession();
  const profile = useQuery({
    queryKey: ["client-profile"],
    queryFn: async () => (await apiCall("GET /api/client")).data,
    enabled: session.status === "client",
    staleTime: 60_000,
  });
  const user = session.status === "client" ? session.user : null;
  useEffect(() => {
    if (session.status === "guest") onUser(null);
    else if (profile.data) onUser(profile.data);
    else if (user) onUser({ first_name: user.first_name, last_name: user.last_name, email: user.email, phone: null, zip_code: null, address: null });
  }, [session.status, user, profile.data, onUser]);
  return null;
}
