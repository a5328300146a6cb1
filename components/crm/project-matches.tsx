import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import type { MatchGroup } from "@/lib/crm/matches/matches";
import { leadPath } from "@/lib/crm/paths";
import { panelClass } from "./field-styles";
import { MatchOpenButton } from "./match-open-button";

/**
 * "12 zoekers passen bij dit project": the registered clients whose active saved searches match the
 * project (per partner for an admin), each with a link to its `match` lead once opened, and the button
 * that opens the rest. `admin`: the button names the group's partner.
 */
export function ProjectMatches({ projectId, groups, admin }: { projectId: number; groups: MatchGroup[]; admin: boolean }) {
  const t = useTranslations("crm.matches");
  const total = groups.reduce((sum, group) => sum + group.clients.length, 0);
  return (
    <section aria-labelledby="matches-title" className={panelClass}>
      <h2 id="matches-title" className="text-lg font-bold text-slate-900">
        {t("count", { count: total })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      {groups.map((group) => {
        const waiting = group.clients.filter((client) => client.lead_id === null).length;
        return (
          <div key={group.partner.id} className="mt-4 space-y-3">
            {admin && <h3 className="font-semibold text-slate-900">{group.partner.name}</h3>}
            <ul className="divide-y divide-slate-200">
              {group.clients.map((client) => (
                <li key={client.client_id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="min-w-0 break-words">
                    <span className="font-semibold text-slate-900">
                      {client.first_name} {client.last_name}
                    </span>{" "}
                    <span className="text-sm text-slate-600">{t("searches", { names: client.searches.join(", ") })}</span>
                  </span>
                  {client.lead_id !== null && (
                    <Link href={leadPath(client.lead_id)} className="text-sm font-semibold text-primary underline underline-offset-2">
                      {t("lead", { id: client.lead_id })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            {waiting > 0 ? (
              <MatchOpenButton projectId={projectId} partnerId={admin ? group.partner.id : null} label={admin ? t("openFor", { partner: group.partner.name }) : t("open")} />
            ) : (
              <p className="text-sm text-slate-700">{t("allOpened")}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
