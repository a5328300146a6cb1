/**
 * The signed-in hint (lib/auth/hint-cookie.ts) for client components: read with
 * `useSyncExternalStore`, so a page rendered for guests (the server never knows) hydrates as a
 * guest's and then follows the cookie. Another tab may log in or out: the cookie is read again when
 * this tab gets the focus back.
 */
import { useSyncExternalStore } from "react";
import { clearedSignedInHintCookie, hasSignedInHint, signedInHintCookie } from "@/lib/auth/hint-cookie";

const listeners = new Set<() => void>();

const secure = () => window.location.protocol === "https:";

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** After a successful log-in, and after each session read that finds the client (the hint lasts as long as the session). */
export function setSignedInHint(): void {
  document.cookie = signedInHintCookie(secure());
  notify();
}

/** After a logout, and when the session read finds nobody. */
export function clearSignedInHint(): void {
  if (!hasSignedInHint(document.cookie)) return;
  document.cookie = clearedSignedInHintCookie(secure());
  notify();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("focus", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("focus", onChange);
  };
}

const readHint = () => hasSignedInHint(document.cookie);
const serverHint = () => false;

/** Whether a session may exist: only then is it worth asking who is logged in. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, readHint, serverHint);
}
