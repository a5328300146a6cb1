import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalendarFeedPanel } from "@/components/crm/viewings/calendar-feed-panel";
import { ViewingTrips } from "@/components/crm/viewings/viewing-trips";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { calendarFeedState } from "@/lib/crm/viewings/feed";
import { recentViewings } from "@/lib/crm/viewings/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.viewings"))("title") };
}

/** The coming viewings (from a week back, so that done ones can still be marked), per trip and day; and the user's calendar feed. */
export default async function ViewingsPage() {
  const staff = await requireStaff("/crm/bezichtigingen");
  const t = await getTranslations("crm.viewings");
  const [rows, feed] = await Promise.all([recentViewings(scopeOf(staff)), calendarFeedState(staff.id)]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ViewingTrips rows={rows} />
        </div>
        <CalendarFeedPanel active={feed !== null} />
      </div>
    </div>
  );
}
