import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordLinkPage } from "@/components/crm/password-link-page";

type Props = { params: Promise<{ token: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  // The token stays out of any Referer.
  return { title: (await getTranslations("crm.invite"))("title"), referrer: "no-referrer" };
}

/** `/crm/uitnodiging/{token}` from an owner's invitation: the invitee chooses their password. */
export default async function AcceptInvitePage({ params }: Props) {
  return <PasswordLinkPage segments={(await params).token} purpose="invite" />;
}
