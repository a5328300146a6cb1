import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BulkReplyForm } from "@/components/crm/replies/bulk-reply-form";
import { panelClass } from "@/components/crm/field-styles";
import { Link } from "@/components/ui/link";
import { requireStaff } from "@/lib/auth/staff-session";

type Props = { searchParams: Promise<{ ids?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.replies"))("bulkTitle") };
}

/** Ids from `?ids=1,2,3`: whole positive numbers, each once, at most 100 (the API checks each lead's scope). */
function idsOf(raw: string | string[] | undefined): number[] {
  const text = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  const ids = text.split(",").filter((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= 2_147_483_647).map(Number);
  return [...new Set(ids)].slice(0, 100);
}

/**
 * One template to several leads, chosen by id (`/crm/leads/beantwoorden?ids=1,2`): the bulk reply's
 * page until the inbox's row selection offers it in place.
 */
export default async function BulkReplyPage({ searchParams }: Props) {
  await requireStaff("/crm/leads/beantwoorden");
  const [ids, t, tLead] = await Promise.all([searchParams.then((params) => idsOf(params.ids)), getTranslations("crm.replies"), getTranslations("crm.lead")]);
  return (
    <div className="max-w-2xl space-y-6">
      <Link href="/crm" className="font-semibold text-primary underline underline-offset-2">
        {tLead("back")}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{t("bulkTitle")}</h1>
      <div className={panelClass}>
        <BulkReplyForm leadIds={ids} />
      </div>
    </div>
  );
}
