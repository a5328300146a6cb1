import "server-only";
/**
 * What the placeholders of a reply stand for, for one lead and the agent who writes:
 * - `{prijs}`: the project's "vanaf" price through the catalogue's own price formatter (`€ 250.000 + BTW`),
 *   or "prijs op aanvraag";
 * - `{prijslijst}`: for a registered client, the project page's documents on the lead's own site (where a
 *   logged-in client downloads the price list); for a guest, a sentence inviting them to register there;
 *   nothing when the lead is not about one project;
 * - `{telefoon}`: the agent's own phone (set on /crm/profiel), else the partner's.
 */
import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { catalogueFormat, type CatalogueMessages } from "../../catalogue/format";
import { projectPath } from "../../catalogue/card";
import { db } from "../../db/client";
import { leads, projects, staffUsers } from "../../db/schema";
import { dutchFormatter, mailTexts } from "../../i18n/standalone";
import { formats, timeZone } from "../../i18n/formats";
import messages from "../../../messages/nl.json";
import { savedSearchSite } from "../../saved-searches/site";
import { siteOrigin } from "../../site/origin";
import { sitePath, type Site } from "../../site/site";
import type { PlaceholderValues } from "./placeholders";

const catalogueTexts = createTranslator({ locale: "nl", messages, formats, timeZone, namespace: "catalogue" }) as unknown as CatalogueMessages;
const format = catalogueFormat(dutchFormatter, catalogueTexts);

type Lead = Pick<typeof leads.$inferSelect, "firstName" | "lastName" | "clientId" | "projectId" | "partnerId">;
type Project = Pick<typeof projects.$inferSelect, "id" | "slug" | "name" | "priceFrom" | "priceOnRequest" | "vat">;

export interface ReplyContext {
  site: Site;
  values: PlaceholderValues;
  agent: { name: string; email: string };
}

function price(project: Project | null): string {
  const label = project && !project.priceOnRequest ? format.priceLabel({ from: project.priceFrom, vat: project.vat }) : "";
  return label ? mailTexts("reply.priceFrom", { price: label }) : mailTexts("reply.priceOnRequest");
}

function priceList(site: Site, lead: Lead, project: Project | null): string {
  if (!project) return "";
  const origin = siteOrigin(site);
  if (lead.clientId !== null) return `${origin}${sitePath(site, projectPath(project))}#bestanden`;
  return mailTexts("reply.registerForPriceList", { url: `${origin}${sitePath(site, "/client-register")}` });
}

/** The placeholders' values for this lead as `staffId` writes to it (the lead already read within the caller's scope). */
export async function replyContext(lead: Lead, staffId: number): Promise<ReplyContext> {
  const database = await db();
  const [site, [project], [agent]] = await Promise.all([
    savedSearchSite(database, { partnerId: lead.partnerId, ownDomain: true }),
    lead.projectId === null
      ? Promise.resolve([])
      : database
          .select({ id: projects.id, slug: projects.slug, name: projects.name, priceFrom: projects.priceFrom, priceOnRequest: projects.priceOnRequest, vat: projects.vat })
          .from(projects)
          .where(eq(projects.id, lead.projectId))
          .limit(1),
    database.select({ name: staffUsers.name, email: staffUsers.email, phone: staffUsers.phone }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1),
  ]);
  const values: PlaceholderValues = {
    voornaam: lead.firstName,
    naam: `${lead.firstName} ${lead.lastName}`.trim(),
    project: project?.name ?? mailTexts("reply.noProject"),
    prijs: price(project ?? null),
    prijslijst: priceList(site, lead, project ?? null),
    makelaar: agent?.name ?? site.contact.personName ?? site.name,
    telefoon: agent?.phone || site.contact.phone || "",
  };
  return { site, values, agent: { name: agent?.name ?? "", email: agent?.email ?? "" } };
}
