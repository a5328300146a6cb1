"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { notify, notifyWarning } from "@/components/feedback/notify";
import { logOut } from "../session/log-out";
import { QueryProvider } from "../session/query-provider";
import { useClientSession, type SessionUser } from "../session/use-client-session";
import { HeaderAccountMenu } from "./header-account-menu";
import { MobileAccountLinks } from "./mobile-account-links";
import type { AccountMenuLinks } from "./types";

type Props = {
  guest: ReactNode;
  links: AccountMenuLinks;
  variant: "header" | "mobile";
  onNavigate?: () => void;
};

export interface AccountMenuProps {
  user: SessionUser;
  links: AccountMenuLinks;
  /** Logs out and goes home. */
  onLogOut: () => void;
  /** A logout is under way. */
  busy: boolean;
  onNavigate?: () => void;
}

/** Loaded only with the signed-in hint: reads the session and shows the menu of a logged-in client. */
export default function SignedInMenu(props: Props) {
  return (
    <QueryProvider>
      <SessionMenu {...props} />
    </QueryProvider>
  );
}

function SessionMenu({ guest, links, variant, onNavigate }: Props) {
  const t = useTranslations("feedback");
  const router = useRouter();
  const session = useClientSession();
  const [busy, setBusy] = useState(false);
  if (session.status !== "client") return guest;

  async function onLogOut() {
    setBusy(true);
    try {
      await logOut();
      onNavigate?.();
      notify(t("logged_out"));
      router.replace(links.home);
      // Pages rendered for the client (the profile) must not come back from the router's cache.
      router.refresh();
    } catch {
      notifyWarning(t("some_error"));
    } finally {
      setBusy(false);
    }
  }

  const menu = { user: session.user, links, onLogOut: () => void onLogOut(), busy, onNavigate };
  return variant === "header" ? <HeaderAccountMenu {...menu} /> : <MobileAccountLinks {...menu} />;
}
