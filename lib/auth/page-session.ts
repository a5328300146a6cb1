import "server-only";
/**
 * The session for pages rendered per request (log-in, registration, profile): spec section 4's
 * redirects. Cached pages (the project page, search) never call these: they would become per-request.
 */
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { accountPathReturningTo, siteHome } from "../accounts/paths";
import type { ClientUser } from "../accounts/schemas";
import type { Site } from "../site/site";
import { authOptions } from "./options";

/** The logged-in client of this request (next-auth's session read: signature, expiry, session version), or null. */
const currentClient = cache(async (): Promise<ClientUser | null> => {
  const session = await getServerSession(authOptions());
  const user = session?.user as Partial<ClientUser> | undefined;
  return user?.scope === "client" && typeof user.id === "number" ? (user as ClientUser) : null;
});

/** A protected page: a guest goes to this site's log-in, which returns to `path` afterwards. */
export async function requireClient(site: Pick<Site, "kind" | "basePath">, path: string): Promise<ClientUser> {
  const client = await currentClient();
  if (!client) redirect(accountPathReturningTo(site, "login", path));
  return client;
}

/** The log-in and registration pages: a logged-in client has nothing to do there and goes home. */
export async function redirectClientHome(site: Pick<Site, "basePath">): Promise<void> {
  if (await currentClient()) redirect(siteHome(site));
}
