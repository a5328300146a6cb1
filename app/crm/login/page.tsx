import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { CrmLoginForm } from "@/components/crm/crm-login-form";
import { EmptyLayout } from "@/components/layout/empty-layout";
import { Link } from "@/components/ui/link";
import { currentStaff } from "@/lib/auth/staff-session";
import { CRM_START, crmReturnTarget } from "@/lib/crm/paths";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("crm.login");
  return { title: t("title") };
}

/** The CRM log-in. A logged-in CRM user has nothing to do here and goes on (spec section 4). */
export default async function CrmLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const given = Array.isArray(next) ? next[0] : next;
  // No remembered page: the start page by role (an agent's is "Vandaag").
  const target = given ? crmReturnTarget(given) : CRM_START;
  if (await currentStaff()) redirect(target);
  const t = await getTranslations("crm");
  return (
    <EmptyLayout>
      <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("brand")}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">{t("login.title")}</h1>
          <p className="mt-2 mb-6 text-slate-600">{t("login.intro")}</p>
          <CrmLoginForm target={target} />
          <p className="mt-4 text-sm">
            <Link href="/crm/wachtwoord-vergeten" className="font-semibold text-primary underline underline-offset-2">
              {t("forgotPassword.link")}
            </Link>
          </p>
          <p className="mt-6 text-sm">
            <Link href="/" className="font-semibold text-primary underline underline-offset-2">
              {t("login.backToSite")}
            </Link>
          </p>
        </div>
      </div>
    </EmptyLayout>
  );
}
