import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { FiguresFilters } from "@/components/crm/figures-filters";
import { FiguresTable } from "@/components/crm/figures-table";
import { Icon } from "@/components/ui/icons";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { partnerOptions } from "@/lib/crm/filter-options";
import { figuresReport } from "@/lib/figures/report";
import type { LeadSource } from "@/lib/figures/source";
import { figuresQuerySchema, MAX_WEEKS, type FiguresQuery } from "@/lib/figures/schemas";
import { leadsByKind, type Totals } from "@/lib/figures/summary";
import { mondaysBetween, weekName, weeksBefore, weekStart } from "@/lib/figures/week";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.figures"))("title") };
}

/** The URL's choices; anything invalid falls back to the defaults (this week and the seven before, the main site for the admin). */
function parseQuery(params: Record<string, string | string[] | undefined>): FiguresQuery {
  const given = Object.fromEntries(["partner_id", "from", "to"].flatMap((name) => (typeof params[name] === "string" && params[name] ? [[name, params[name]]] : [])));
  const parsed = figuresQuerySchema.safeParse(given);
  return parsed.success ? parsed.data : {};
}

/** Per project on the user's partner's site (the admin: the chosen site), per week: views, favourites, leads, conversion; lead sources; response times. */
export default async function FiguresPage({ searchParams }: Props) {
  const staff = await requireStaff("/crm/cijfers");
  const admin = staff.role === "admin";
  const query = parseQuery(await searchParams);
  const [report, partners, t, tc, format] = await Promise.all([figuresReport(scopeOf(staff), query), admin ? partnerOptions() : null, getTranslations("crm.figures"), getTranslations("crm"), getFormatter()]);
  if (!report) return <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("noSite")}</p>;

  const whole = (value: number) => format.number(value, "whole");
  const decimal = (value: number | null) => (value === null ? "–" : format.number(value, { maximumFractionDigits: 1 }));
  const dayOf = (monday: string) => format.dateTime(new Date(`${monday}T12:00:00Z`), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const weekLabel = (monday: string) => t("weekOption", { week: weekName(monday).slice(6), year: weekName(monday).slice(0, 4), date: dayOf(monday) });
  const thisWeek = weekStart(new Date());
  const weekOptions = [...new Set([...mondaysBetween(weeksBefore(thisWeek, MAX_WEEKS - 1), thisWeek), report.fromMonday, report.toMonday])]
    .sort()
    .reverse()
    .map((monday) => ({ value: weekName(monday), label: weekLabel(monday) }));
  const partnerChoices = partners && [{ value: "0", label: t("mainSite") }, ...partners.map((partner) => ({ value: String(partner.id), label: partner.name }))];
  const exportQuery = new URLSearchParams({ ...(admin ? { partner_id: String(report.target.partnerId ?? 0) } : {}), from: report.from, to: report.to });
  const totalsRow = (row: Totals, label = row.label) => ({ key: row.key, cells: [label, whole(row.views), whole(row.favourites), whole(row.leads), decimal(row.conversion)] });
  const totalsHeaders = [t("views"), t("favourites"), t("leads"), t("conversion")];
  const sourceLabel = (source: LeadSource | null) => t(`sources.${source ?? "unknown"}`);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("heading", { site: report.target.name })}</h1>
      <p className="max-w-prose text-slate-700">{t("intro")}</p>
      <FiguresFilters partners={partnerChoices} partner={String(report.target.partnerId ?? 0)} weeks={weekOptions} from={report.from} to={report.to} />
      <p>
        <a href={`/api/crm/figures/export?${exportQuery}`} download className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-2">
          <Icon name="download" className="size-5" />
          {t("export")}
        </a>
      </p>
      <FiguresTable id="figures-projects" title={t("perProject")} headers={[t("project"), ...totalsHeaders]} rows={report.totals.projects.map((row) => totalsRow(row))} empty={t("empty")} />
      <FiguresTable id="figures-weeks" title={t("perWeek")} headers={[t("week"), ...totalsHeaders]} rows={[...report.totals.weeks].reverse().map((row) => totalsRow(row, weekLabel(row.key)))} empty={t("empty")} />
      <FiguresTable
        id="figures-kinds"
        title={t("perKind")}
        headers={[t("kind"), t("leads")]}
        rows={leadsByKind(report.totals.projects).map((row) => ({ key: row.kind, cells: [tc(`kinds.${row.kind}`), whole(row.leads)] }))}
        empty={t("empty")}
      />
      <FiguresTable
        id="figures-sources"
        title={t("sourcesTitle")}
        hint={t("sourcesHint")}
        headers={[t("source"), t("detail"), t("leads")]}
        rows={report.totals.sources.map((row) => ({ key: `${row.source}|${row.detail}`, cells: [sourceLabel(row.source), row.detail ?? "–", whole(row.leads)] }))}
        empty={t("empty")}
      />
      <FiguresTable
        id="figures-response"
        title={t("responseTitle")}
        hint={`${report.target.onlyAgent === null ? t("responseHint") : t("responseHintAgent")} ${t("unanswered", { count: report.responses.unanswered })}`}
        headers={[t("agent"), t("answered"), t("median"), t("withinHour")]}
        rows={report.responses.agents.map((row) => ({
          key: String(row.agentId),
          cells: [row.agent, whole(row.answered), t("minutes", { minutes: row.medianMinutes }), format.number(row.withinHour, { style: "percent", maximumFractionDigits: 0 })],
        }))}
        empty={t("empty")}
      />
    </div>
  );
}
