import { AppError } from "@/lib/app-error";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { crmCalendarFeedCall, crmCalendarFeedRenewCall, crmCalendarFeedRevokeCall } from "@/lib/crm/viewings/calls";
import { calendarFeedFor, renewCalendarFeed, revokeCalendarFeed } from "@/lib/crm/viewings/feed";

export const dynamic = "force-dynamic";

/** The feed a calendar app polls: the secret in the URL is the only credential; unknown or revoked: 404. */
export const GET = withApi(crmCalendarFeedCall, async ({ query }) => {
  const calendar = await calendarFeedFor(query.token);
  if (calendar === null) throw new AppError("not_found", "calendarFeedNotFound");
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bezichtigingen.ics"',
      // Personal to one user: never kept by a shared cache or a CDN.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});

/** A new feed URL for the caller, shown once. */
export const POST = withApi(crmCalendarFeedRenewCall, async ({ principal }) => ok(await renewCalendarFeed(principal.staffId)));

export const DELETE = withApi(crmCalendarFeedRevokeCall, async ({ principal }) => {
  await revokeCalendarFeed(principal.staffId);
  return ok({ revoked: true as const });
});
