import { useFormatter, useTranslations } from "next-intl";
import type { getLead } from "@/lib/crm/leads";
import { panelClass } from "./field-styles";

type Events = NonNullable<Awaited<ReturnType<typeof getLead>>>["events"];

/** What happened to the lead, oldest first: who did what, and when. */
export function LeadHistory({ events }: { events: Events }) {
  const t = useTranslations("crm");
  const format = useFormatter();
  const what = (event: Events[number]) => {
    if (event.kind === "status" && event.fromStatus && event.toStatus) return t("lead.events.status", { from: t(`statuses.${event.fromStatus}`), to: t(`statuses.${event.toStatus}`) });
    if (event.kind === "assigned") return t("lead.events.assigned", { from: event.fromStaffName ?? t("lead.events.nobody"), to: event.toStaffName ?? t("lead.events.nobody") });
    if (event.kind === "replied") return t("lead.events.replied", { subject: event.subject ?? "" });
    if (event.kind === "reassigned") return t("lead.events.reassigned", { partner: event.toPartnerName ?? t("mainBrand") });
    return t(`lead.events.${event.kind}`);
  };
  return (
    <section aria-labelledby="lead-history" className={panelClass}>
      <h2 id="lead-history" className="text-lg font-bold text-slate-900">
        {t("lead.history")}
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4">
        {events.map((event) => (
          <li key={event.id} data-event={event.kind}>
            <p className="font-semibold text-slate-900">{what(event)}</p>
            {event.note && <p className="mt-1 whitespace-pre-line text-slate-800">{event.note}</p>}
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={event.createdAt.toISOString()}>{format.dateTime(event.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
              {" · "}
              {event.staffName ? t("lead.by", { name: event.staffName }) : t("lead.system")}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
