import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CrmCardPage } from "@/components/crm/crm-card-page";
import { StaffForgotForm } from "@/components/crm/staff-forgot-form";
import { Link } from "@/components/ui/link";

// Per request, as every CRM page: a prerendered page's scripts would lack the request's CSP nonce.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.forgotPassword"))("title") };
}

/** A CRM user asks for a link to choose a new password. */
export default async function StaffForgotPasswordPage() {
  const t = await getTranslations("crm");
  return (
    <CrmCardPage title={t("forgotPassword.title")} intro={t("forgotPassword.intro")}>
      <StaffForgotForm />
      <p className="mt-6 text-sm">
        <Link href="/crm/login" className="font-semibold text-primary underline underline-offset-2">
          {t("password.toLogin")}
        </Link>
      </p>
    </CrmCardPage>
  );
}
