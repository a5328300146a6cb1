/**
 * Feed sources: a developer's or partner's Kyero feed, by a short name. The first import of a name
 * registers it (with its owner and grouping rule); later imports use what is stored, so a run cannot
 * silently regroup a source's projects.
 */
import "../i18n/standalone"; // the schemas' Dutch field messages on this side
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { feedSources, partners, type FeedGroupingRule } from "../db/schema";
import { DEFAULT_GROUPING } from "./grouping";
import { groupingRuleSchema, sourceNameSchema } from "./source-schemas";
import { AppError, fieldText } from "../app-error";


/** A source that cannot be made: invalid input, named at the `source` field. */
export class FeedSourceError extends AppError {
  override name = "FeedSourceError";
  constructor(key: "sourceNameInvalid" | "sourcePartnerUnknown", values: Record<string, string>) {
    super("unprocessable", key, { values, fields: { source: [fieldText(key, values)] } });
  }
}

export interface SourceSpec {
  name: string;
  /** The owning partner's slug, when the source is new; absent: the main brand. */
  partner?: string;
  url?: string;
  grouping?: FeedGroupingRule;
}

export type FeedSource = typeof feedSources.$inferSelect;

export async function ensureFeedSource(database: Database, spec: SourceSpec): Promise<FeedSource> {
  const name = sourceNameSchema.safeParse(spec.name);
  if (!name.success) throw new FeedSourceError("sourceNameInvalid", { reason: name.error.issues[0]?.message ?? "" });
  const [existing] = await database.select().from(feedSources).where(eq(feedSources.name, name.data)).limit(1);
  if (existing) return existing;
  let partnerId: number | null = null;
  if (spec.partner) {
    const [partner] = await database.select({ id: partners.id }).from(partners).where(eq(partners.slug, spec.partner)).limit(1);
    if (!partner) throw new FeedSourceError("sourcePartnerUnknown", { partner: spec.partner });
    partnerId = partner.id;
  }
  const grouping = groupingRuleSchema.parse(spec.grouping ?? DEFAULT_GROUPING);
  const [created] = await database
    .insert(feedSources)
    .values({ name: name.data, partnerId, url: spec.url ?? null, grouping })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another import registered the same name meanwhile.
  const [raced] = await database.select().from(feedSources).where(eq(feedSources.name, name.data)).limit(1);
  return raced!;
}
