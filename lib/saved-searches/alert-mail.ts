import "server-only";
/**
 * Queues one alert mail of a saved search in the caller's transaction, with its unsubscribe link and
 * headers. `site` is resolved before the transaction (partners are read through the app's connection).
 */
import { eq } from "drizzle-orm";
import { projectPath } from "../catalogue/card";
import { searchPath } from "../catalogue/search/url";
import type { SearchFilters } from "../catalogue/search/filters";
import type { Database } from "../db/client";
import { clients, savedSearches } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { savedSearchAlertMail, type AlertProject } from "../mail/templates/saved-search-alert";
import { siteOrigin } from "../site/origin";
import { sitePath, type Site } from "../site/site";
import type { Candidate } from "./candidates";
import type { AlertReason } from "./decide";
import { ALERT_MAIL_PROJECTS } from "./rules";
import { newUnsubscribeLinks, unsubscribeHeaders } from "./unsubscribe";

type SearchRow = typeof savedSearches.$inferSelect;
export type AlertedProject = Pick<Candidate, "id" | "slug" | "name" | "town" | "region" | "priceFrom" | "priceWas"> & { reason: AlertReason };

/** Returns the mail's id, or null when the client has gone (nothing to send). */
export async function queueAlertMail(tx: Database, site: Site, search: SearchRow, filters: SearchFilters, alerted: readonly AlertedProject[], digest: boolean, now: Date): Promise<number | null> {
  const [client] = await tx.select({ email: clients.email, firstName: clients.firstName }).from(clients).where(eq(clients.id, search.clientId));
  if (!client || alerted.length === 0) return null;
  const origin = siteOrigin(site);
  const links = await newUnsubscribeLinks(tx, search.id, site, now);
  const listed = alerted.slice(0, ALERT_MAIL_PROJECTS);
  const projects: AlertProject[] = listed.map((project) => ({
    name: project.name,
    url: `${origin}${sitePath(site, projectPath(project))}`,
    place: [project.town, project.region].filter(Boolean).join(", "),
    priceFrom: project.priceFrom,
    priceWas: project.priceWas,
    reason: project.reason,
  }));
  const mail = savedSearchAlertMail(site, {
    firstName: client.firstName,
    searchName: search.name,
    searchUrl: `${origin}${sitePath(site, searchPath(filters))}`,
    unsubscribeUrl: links.page,
    digest,
    projects,
    more: alerted.length - listed.length,
  });
  const { id } = await enqueueMail(tx, { to: client.email, ...mail, headers: unsubscribeHeaders(links) });
  return id;
}
