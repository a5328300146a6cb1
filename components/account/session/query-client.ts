/**
 * One TanStack Query client per browser page, shared by every island that asks the API (the header's
 * account menu, the favorites list, the project's documents), so they share one session read. On
 * the server each render gets its own: nothing cached there may reach another visitor.
 */
import { QueryClient } from "@tanstack/react-query";

let browserClient: QueryClient | undefined;

function createQueryClient(): QueryClient {
  // A failed read is tried once more; the errors that matter (401, 422) are answers, not glitches.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}
