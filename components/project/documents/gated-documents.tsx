"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useSignedInHint } from "@/components/account/session/signed-in-hint";

// Loaded only for a visitor with the signed-in hint: guests (and the cached HTML) never get more than the locked view.
const ClientFiles = lazy(() => import("./client-documents").then((module) => ({ default: module.ClientFiles })));
const ClientConfidentialInfo = lazy(() => import("./client-documents").then((module) => ({ default: module.ClientConfidentialInfo })));

export interface DocumentProps {
  projectId: number;
  /** The partner slug the page belongs to (null: the main brand, or a partner's own domain). */
  partner: string | null;
  /** The server-rendered guest view: locked files, or the locked confidential panel. */
  guest: ReactNode;
}

/**
 * The project's files on the cached page: the guest's view as rendered, and for a logged-in client
 * the list with download links from `POST /api/project/files`.
 */
export function GatedFiles({ hasLocked, ...props }: DocumentProps & { hasLocked: boolean; loginHref: string; registerHref: string }) {
  const hint = useSignedInHint();
  if (!hint || !hasLocked) return props.guest;
  return (
    <Suspense fallback={props.guest}>
      <ClientFiles {...props} />
    </Suspense>
  );
}

/** The confidential information: locked for guests, read from `POST /api/project/confidential` for a client. */
export function GatedConfidentialInfo(props: DocumentProps) {
  const hint = useSignedInHint();
  if (!hint) return props.guest;
  return (
    <Suspense fallback={props.guest}>
      <ClientConfidentialInfo {...props} />
    </Suspense>
  );
}
