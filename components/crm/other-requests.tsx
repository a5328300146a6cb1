import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import type { getLead } from "@/lib/crm/leads";
import { leadPath } from "@/lib/crm/paths";
import { panelClass } from "./field-styles";
import { StatusBadge } from "./status-badge";

type Others = NonNullable<Awaited<ReturnType<typeof getLead>>>["others"];

/** The sender's other requests this user may see (the data layer keeps them within the partner). */
export function OtherRequests({ others }: { others: Others }) {
  const t = useTranslations("crm");
  const format = useFormatter();
  return (
    <section aria-labelledby="lead-others" className={panelClass}>
      <h2 id="lead-others" className="text-lg font-bold text-slate-900">
        {t("lead.others")}
      </h2>
      {others.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("lead.noOthers")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {others.map((other) => (
            <li key={other.id} className="py-2">
              <Link href={leadPath(other.id)} className="font-semibold text-primary underline-offset-2 hover:underline">
                {t(`kinds.${other.kind}`)}
                {other.projectName ? ` · ${other.projectName}` : ""}
              </Link>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <time dateTime={other.createdAt.toISOString()}>{format.dateTime(other.createdAt, { dateStyle: "medium" })}</time>
                <StatusBadge status={other.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
