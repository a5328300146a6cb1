import { getQueryClient } from "./query-client";
import { SESSION_QUERY_KEY } from "./use-client-session";

/** Before a log-in sets the hint: an earlier "nobody" answer must not be shown (and clear the new hint) while the session is read again. */
export function dropSession(): void {
  getQueryClient().removeQueries({ queryKey: SESSION_QUERY_KEY });
}

/** After a profile change: every island reads the session again (the name may have changed), showing the old one meanwhile. */
export function refreshSession(): void {
  void getQueryClient().invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
