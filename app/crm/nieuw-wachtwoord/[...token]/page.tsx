import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordLinkPage } from "@/components/crm/password-link-page";

type Props = { params: Promise<{ token: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  // The token stays out of any Referer.
  return { title: (await getTranslations("crm.resetPassword"))("title"), referrer: "no-referrer" };
}

/** `/crm/nieuw-wachtwoord/{token}` from a reset mail: a CRM user's new password. */
export default async function StaffResetPasswordPage({ params }: Props) {
  return <PasswordLinkPage segments={(await params).token} purpose="resetPassword" />;
}
