import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { feedSourcePath } from "@/lib/crm/paths";
import type { FeedSourceForAdmin } from "@/lib/feeds/present";

/** Every feed source: owner, address, schedule, grouping, whether it runs, and its last run. */
export function FeedSourcesTable({ sources }: { sources: FeedSourceForAdmin[] }) {
  const t = useTranslations("crm");
  const format = useFormatter();
  if (sources.length === 0) return <p className="text-slate-700">{t("feeds.none")}</p>;
  return (
    <div role="region" aria-label={t("feeds.title")} tabIndex={0} className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">{t("feeds.name")}</th>
            <th scope="col" className="px-3 py-2">{t("feeds.owner")}</th>
            <th scope="col" className="px-3 py-2">{t("feeds.url")}</th>
            <th scope="col" className="px-3 py-2">{t("feeds.schedule")}</th>
            <th scope="col" className="px-3 py-2">{t("feeds.grouping")}</th>
            <th scope="col" className="px-3 py-2">{t("feeds.status")}</th>
            <th scope="col" className="px-3 py-2">{t("feeds.lastRun")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {sources.map((source) => (
            <tr key={source.id} className="align-top">
              <th scope="row" className="px-3 py-3 font-normal">
                <Link href={feedSourcePath(source.id)} aria-label={t("feeds.editLabel", { name: source.name })} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {source.name}
                </Link>
              </th>
              <td className="px-3 py-3">{source.owner?.name ?? t("mainBrand")}</td>
              <td className="max-w-[18rem] px-3 py-3 break-all">{source.url ?? t("feeds.noUrl")}</td>
              <td className="px-3 py-3">{source.schedule ? <code>{source.schedule}</code> : t("feeds.byHand")}</td>
              <td className="px-3 py-3">{groupingText(t, source)}</td>
              <td className="px-3 py-3">{source.active ? t("feeds.isActive") : t("feeds.inactive")}</td>
              <td className="px-3 py-3">
                {source.last_run ? (
                  <>
                    <time dateTime={source.last_run.started_at}>{format.dateTime(new Date(source.last_run.started_at), { dateStyle: "medium", timeStyle: "short" })}</time>
                    <div>{t(`feeds.runStatus.${source.last_run.status}`)}</div>
                  </>
                ) : (
                  t("feeds.neverRun")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslations<"crm">>;

function groupingText(t: Translate, source: Pick<FeedSourceForAdmin, "ref_separator" | "proximity_meters">): string {
  const near = t("feeds.groupingNear", { meters: source.proximity_meters });
  return source.ref_separator ? `${t("feeds.groupingRef", { separator: source.ref_separator })}; ${near}` : near;
}
