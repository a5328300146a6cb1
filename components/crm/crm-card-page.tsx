import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { EmptyLayout } from "@/components/layout/empty-layout";

/** The CRM's public pages (log-in, invitation, passwords): one card on the CRM's own background. */
export function CrmCardPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useTranslations("crm");
  return (
    <EmptyLayout>
      <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("brand")}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </EmptyLayout>
  );
}
