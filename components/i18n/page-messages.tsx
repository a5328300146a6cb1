import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { PAGE_MESSAGES, pickMessages, type PageMessageSet } from "@/lib/i18n/client-messages";
import { MoreMessages } from "./more-messages";

/**
 * Sends one set of `PAGE_MESSAGES` with this page only, for the client islands inside (the root
 * layout sends only what every page needs).
 */
export async function PageMessages({ set, children }: { set: PageMessageSet; children: ReactNode }) {
  const messages = pickMessages(await getMessages(), PAGE_MESSAGES[set]);
  return <MoreMessages messages={messages}>{children}</MoreMessages>;
}
