import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { resetTokenSchema } from "@/lib/accounts/schemas";
import { CrmCardPage } from "./crm-card-page";
import { StaffPasswordLinkForm } from "./staff-password-link-form";

/** The page a mailed CRM link opens (an invitation, a new password): a malformed link says so at once. */
export function PasswordLinkPage({ segments, purpose }: { segments: string[]; purpose: "invite" | "resetPassword" }) {
  const t = useTranslations("crm");
  const parsed = segments.length === 1 ? resetTokenSchema.safeParse(segments[0]) : null;
  return (
    <CrmCardPage title={t(`${purpose}.title`)} intro={parsed?.success ? t(`${purpose}.intro`) : undefined}>
      {parsed?.success ? (
        <StaffPasswordLinkForm token={parsed.data} purpose={purpose} />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {t(`${purpose}.invalid`)}
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link href={purpose === "invite" || parsed?.success ? "/crm/login" : "/crm/wachtwoord-vergeten"} className="font-semibold text-primary underline underline-offset-2">
          {purpose === "invite" || parsed?.success ? t("password.toLogin") : t("forgotPassword.title")}
        </Link>
      </p>
    </CrmCardPage>
  );
}
