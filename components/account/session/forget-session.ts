import { getQueryClient } from "./query-client";
import { SESSION_QUERY_KEY } from "./use-client-session";

/** After a log-in or a profile change: every island asks the session again (a name may have changed). */
export function forgetSession(): void {
  void getQueryClient().invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
