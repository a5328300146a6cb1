import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { leadPath } from "@/lib/crm/paths";
import type { ViewingListItem } from "@/lib/crm/viewings/types";
import { groupDays, groupTrips } from "@/lib/crm/viewings/trips";
import { madridParts } from "@/lib/crm/viewings/time";
import { panelClass } from "../field-styles";
import { ViewingActions } from "./viewing-actions";

type Row = ViewingListItem & { buyerKey: string };

function ViewingItem({ row }: { row: Row }) {
  const t = useTranslations("crm.viewings");
  const buyer = `${row.buyerFirstName} ${row.buyerLastName}`;
  const { time } = madridParts(row.startsAt);
  const label = t("itemLabel", { time, buyer });
  return (
    <li className="py-3" data-viewing={row.id} data-status={row.status}>
      <p className="font-semibold text-slate-900">
        {t("timeSpain", { time })} · <Link href={leadPath(row.leadId)} className="text-primary underline underline-offset-2">{buyer}</Link>
      </p>
      <p className="text-slate-800">
        {[row.projectName, row.meetingPoint, row.agentName ? t("withAgent", { name: row.agentName }) : null].filter(Boolean).join(" · ")}
      </p>
      <p className="text-sm text-slate-700">{t(`status.${row.status}`)}</p>
      {row.status === "planned" && <ViewingActions viewingId={row.id} label={label} />}
    </li>
  );
}

/** Per Spanish day, and per trip: a buyer's viewings within a few days of each other. */
export function ViewingTrips({ rows }: { rows: ViewingListItem[] }) {
  const t = useTranslations("crm.viewings");
  const format = useFormatter();
  const keyed: Row[] = rows.map((row) => ({ ...row, buyerKey: row.buyerEmail.toLowerCase() }));
  const trips = groupTrips(keyed);
  if (!rows.length) return <p className="text-slate-700">{t("empty")}</p>;
  return (
    <div className="space-y-6">
      {trips.map((trip) => {
        const first = trip[0]!;
        return (
          <section key={first.id} className={panelClass}>
            <h2 className="text-lg font-bold text-slate-900">{t("tripOf", { buyer: `${first.buyerFirstName} ${first.buyerLastName}`, count: trip.length })}</h2>
            {groupDays(trip).map((day) => (
              <div key={day.day} className="mt-3">
                <h3 className="font-semibold text-slate-800">{format.dateTime(new Date(`${day.day}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" })}</h3>
                <ul className="divide-y divide-slate-200">
                  {day.rows.map((row) => (
                    <ViewingItem key={row.id} row={row} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
