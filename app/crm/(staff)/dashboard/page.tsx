import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ColumnChart } from "@/components/crm/charts/column-chart";
import { HorizontalBars } from "@/components/crm/charts/horizontal-bars";
import type { ChartItem } from "@/components/crm/charts/types";
import { panelClass } from "@/components/crm/field-styles";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { dashboardFigures } from "@/lib/crm/dashboard";
import { median } from "@/lib/crm/stats";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.dashboard"))("title") };
}

function Panel({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The user's partner's figures (an admin: all): new leads this week, leads per kind and project, response times. */
export default async function DashboardPage() {
  const staff = await requireStaff("/crm/dashboard");
  const [figures, t, format] = await Promise.all([dashboardFigures(scopeOf(staff)), getTranslations("crm"), getFormatter()]);
  const count = (value: number) => format.number(value, "whole");

  const perKind: ChartItem[] = figures.perKind.map((row) => ({ key: row.kind, label: t(`kinds.${row.kind}`), value: row.total, display: count(row.total) }));
  const perProject: ChartItem[] = figures.perProject.map((row) => ({ key: String(row.projectId), label: row.name, value: row.total, display: count(row.total) }));
  const responses: ChartItem[] = figures.responseHours.map((row) => ({ key: String(row.id), label: t("dashboard.leadLabel", { id: row.id }), value: row.hours, display: t("dashboard.hours", { hours: row.hours }) }));
  const middle = median(figures.responseHours.map((row) => row.hours));
  const empty = <p className="text-slate-700">{t("dashboard.noData")}</p>;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("dashboard.title")}</h1>
      <section aria-labelledby="dash-week" className={`${panelClass} flex items-baseline gap-4`}>
        <p className="text-4xl font-bold text-primary tabular-nums">{count(figures.newThisWeek)}</p>
        <h2 id="dash-week" className="text-lg font-semibold text-slate-800">
          {t("dashboard.newThisWeek")}
        </h2>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="dash-kind" title={t("dashboard.perKind")}>
          {perKind.length ? <HorizontalBars items={perKind} label={t("dashboard.perKind")} /> : empty}
        </Panel>
        <Panel id="dash-project" title={t("dashboard.perProject")} hint={t("dashboard.perProjectHint")}>
          {perProject.length ? <HorizontalBars items={perProject} label={t("dashboard.perProject")} /> : empty}
        </Panel>
      </div>
      <Panel id="dash-response" title={t("dashboard.responseTime")} hint={t("dashboard.responseTimeHint")}>
        {responses.length ? (
          <ColumnChart
            items={responses}
            text={{
              label: t("dashboard.chartLabel", { title: t("dashboard.responseTime") }),
              tableSummary: t("dashboard.asTable"),
              labelHeader: t("dashboard.leadColumn"),
              valueHeader: t("dashboard.responseTime"),
            }}
            reference={middle === null ? undefined : { value: middle, label: t("dashboard.median", { hours: middle }) }}
          />
        ) : (
          empty
        )}
      </Panel>
    </div>
  );
}
