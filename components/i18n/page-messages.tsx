import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { PAGE_MESSAGES, pickMessages, type PageMessageSet } from "@/lib/i18n/client-messages";
import { MoreMessages } from "./more-messages";
import { ValidationMessages } from "./validation-messages";

/**
 * Sends one set of `PAGE_MESSAGES` with this page only, for the client islands inside (the root
 * layout sends only what every page needs). A set with the `validation` messages also gives the
 * schemas of the forms inside their field messages.
 */
export async function PageMessages({ set, children }: { set: PageMessageSet; children: ReactNode }) {
  const paths: readonly string[] = PAGE_MESSAGES[set];
  const messages = pickMessages(await getMessages(), paths);
  return (
    <MoreMessages messages={messages}>
      {paths.includes("validation") && <ValidationMessages />}
      {children}
    </MoreMessages>
  );
}
