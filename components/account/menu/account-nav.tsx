"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useSignedInHint } from "../session/signed-in-hint";
import type { AccountMenuLinks } from "./types";

// TanStack Query and the menu load only for a visitor with the signed-in hint, never for guests.
const SignedInMenu = lazy(() => import("./signed-in-menu"));

type Props = {
  /** What a guest sees (the server-rendered "Inloggen" link); also shown while the session is read. */
  guest: ReactNode;
  links: AccountMenuLinks;
  variant: "header" | "mobile";
  /** Called when a link or the logout leaves the page (the mobile menu closes). */
  onNavigate?: () => void;
};

/**
 * The header's account corner: the log-in link for guests, the account menu for a logged-in client.
 * Cached pages render the guest's version; the browser switches after asking who is logged in.
 */
export function AccountNav({ guest, links, variant, onNavigate }: Props) {
  const hint = useSignedInHint();
  if (!hint) return guest;
  return (
    <Suspense fallback={guest}>
      <SignedInMenu guest={guest} links={links} variant={variant} onNavigate={onNavigate} />
    </Suspense>
  );
}
