import { useFormatter, useTranslations } from "next-intl";
import type { FeedRunForAdmin } from "@/lib/feeds/present";
import { panelClass } from "./field-styles";

const COUNT_KEYS = ["properties", "imported", "skipped", "projectsCreated", "projectsUpdated", "unitsCreated", "unitsUpdated", "unitsWithdrawn", "priceChanges"] as const;

/** A source's runs, newest first: when, how it ended, the counts, and each skipped property with its reasons per field. */
export function FeedRuns({ runs }: { runs: FeedRunForAdmin[] }) {
  const t = useTranslations("crm.feeds");
  const format = useFormatter();
  const when = (iso: string) => <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "medium" })}</time>;
  return (
    <section aria-labelledby="feed-runs-title" className="space-y-4">
      <h2 id="feed-runs-title" className="text-xl font-bold text-slate-900">
        {t("runs")}
      </h2>
      {runs.length === 0 && <p className="text-slate-700">{t("noRuns")}</p>}
      <ol className="space-y-4">
        {runs.map((run) => (
          <li key={run.id} className={panelClass} aria-labelledby={`run-${run.id}`}>
            <h3 id={`run-${run.id}`} className="font-bold text-slate-900">
              {t("runTitle", { id: run.id })}: {t(`runStatus.${run.status}`)}
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-700">{t("started")}</dt>
              <dd>{when(run.started_at)}</dd>
              <dt className="font-semibold text-slate-700">{t("finished")}</dt>
              <dd>{run.finished_at ? when(run.finished_at) : t("notFinished")}</dd>
              {run.error && (
                <>
                  <dt className="font-semibold text-slate-700">{t("error")}</dt>
                  <dd className="text-red-800">{run.error}</dd>
                </>
              )}
            </dl>
            {Object.keys(run.counts).length > 0 && (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
                {COUNT_KEYS.map((key) => (
                  <div key={key}>
                    <dt className="text-slate-700">{t(`counts.${key}`)}</dt>
                    <dd className="font-semibold text-slate-900" data-count={key}>
                      {run.counts[key] ?? 0}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {Object.keys(run.unknown_towns).length > 0 && (
              <p className="mt-3 text-sm">
                {t("unknownTowns")}: {Object.entries(run.unknown_towns).map(([town, units]) => `${town} (${units})`).join(", ")}
              </p>
            )}
            {run.skipped.length > 0 && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-semibold text-primary">{t("skippedList", { count: run.skipped.length })}</summary>
                <ul className="mt-2 space-y-2">
                  {run.skipped.map((entry, index) => (
                    <li key={`${entry.id ?? "?"}-${index}`}>
                      <span className="font-semibold">{entry.id ?? t("noId")}</span>
                      {entry.ref && <span className="text-slate-700"> ({entry.ref})</span>}
                      <ul className="ml-5 list-disc">
                        {Object.entries(entry.fields).map(([field, reasons]) => (
                          <li key={field}>
                            <code>{field}</code>: {reasons.join("; ")}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
