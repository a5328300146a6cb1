import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { getLead } from "@/lib/crm/leads";
import { StatusBadge } from "./status-badge";
import { panelClass } from "./field-styles";

type Found = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/** Every field the sender filled in, with the lead's kind, status and (for an admin) partner. */
export function LeadFacts({ found, showPartner }: { found: Found; showPartner: boolean }) {
  const t = useTranslations("crm");
  const format = useFormatter();
  const { lead } = found;
  const rows: Array<[string, ReactNode]> = [
    [t("lead.received"), <time key="at" dateTime={lead.createdAt.toISOString()}>{format.dateTime(lead.createdAt, { dateStyle: "long", timeStyle: "short" })}</time>],
    [t("lead.kind"), t(`kinds.${lead.kind}`)],
    [t("lead.status"), <StatusBadge key="status" status={lead.status} />],
    ...(showPartner ? [[t("lead.partner"), found.partnerName ?? t("mainBrand")] as [string, ReactNode]] : []),
    [t("lead.email"), <a key="mail" href={`mailto:${lead.email}`} className="text-primary underline underline-offset-2">{lead.email}</a>],
    [t("lead.phone"), lead.phone ? <a key="tel" href={`tel:${lead.phone.replace(/[^+0-9]/g, "")}`} className="text-primary underline underline-offset-2">{lead.phone}</a> : null],
    [t("lead.zipCode"), lead.zipCode],
    [t("lead.address"), lead.address],
    [t("lead.subject"), lead.subject],
    [t("lead.preferredDate"), lead.preferredDate ? format.dateTime(new Date(`${lead.preferredDate}T12:00:00Z`), { dateStyle: "full" }) : null],
    [t("lead.partOfDay"), lead.partOfDay ? t(`partsOfDay.${lead.partOfDay}`) : null],
    [t("lead.message"), lead.message ? <span key="message" className="whitespace-pre-line">{lead.message}</span> : null],
  ];
  return (
    <section aria-labelledby="lead-details" className={panelClass}>
      <h2 id="lead-details" className="text-lg font-bold text-slate-900">
        {t("lead.details")}
      </h2>
      {lead.anonymisedAt && <p className="mt-2 text-sm text-slate-700">{t("lead.anonymised")}</p>}
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value ?? t("none")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
