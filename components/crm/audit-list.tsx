import { useFormatter, useTranslations } from "next-intl";
import type { AuditEntry } from "@/lib/partners/audit";
import { panelClass } from "./field-styles";

const KNOWN_FIELDS = new Set(["name", "primary", "secondary", "heading", "logo", "about_photo", "domain", "requested_domain", "email", "phone", "whatsapp", "person", "role", "company", "address", "website", "opening_hours", "about", "socials", "regions", "active"]);

/** A partner's audit list, newest first: when, who, and what changed (values only where they are not personal). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const t = useTranslations("crm.audit");
  const format = useFormatter();
  const label = (field: string) => (KNOWN_FIELDS.has(field) ? t(`fields.${field}` as "fields.name") : field);
  const value = (text: string | null | undefined) => (text === null || text === undefined || text === "" ? t("empty") : text);
  return (
    <section aria-labelledby="audit-title" className={panelClass}>
      <h2 id="audit-title" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("none")}</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4" data-testid="audit-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{format.dateTime(new Date(entry.at), { dateStyle: "medium", timeStyle: "short" })}</time>
                {" · "}
                {t("by", { name: entry.who.name })}
              </p>
              <ul className="mt-1 space-y-0.5 text-slate-900">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    <span className="font-semibold">{label(change.field)}</span>
                    {"old" in change || "new" in change ? `: ${value(change.old)} → ${value(change.new)}` : ` ${t("changed")}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
