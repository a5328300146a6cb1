/**
 * The deterministic demo catalogue: real towns on five costas, N x 1,020 projects with their units
 * and documents, the three demo partners, the demo accounts and the content pages. Two seeds into
 * two empty databases give identical rows (same ids, same values). One transaction: a failed seed
 * leaves the database empty, so the next start simply tries again.
 */
import type { Database } from "../client";
import { clients, contentPages, geo, partners, projectFiles, projects, replyTemplates, staffUsers, units } from "../schema";
import { buildAccounts } from "./accounts";
import { generateCatalogue } from "./catalogue";
import { markRecentDemoProjects } from "./recent";
import { buildContentPages } from "./content/index";
import { buildGeo } from "./geo";
import { insertInBatches, syncIdSequence } from "./insert";
import { buildPartners } from "./partners";
import { buildReplyTemplates } from "./reply-templates";

export interface SeedOptions {
  /** Multiplies the catalogue: projects = round(1,000 x scale). Default 1. */
  scale?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  geo: number;
  towns: number;
  projects: number;
  units: number;
  files: number;
  partners: number;
  clients: number;
  staffUsers: number;
  contentPages: number;
}

/** Enough that over 1,000 are published (about 2 % are not): the claim "1000+ projects" holds. */
const PROJECTS_PER_SCALE = 1_020;

export function projectCountFor(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`scale must be a positive number, got ${scale}`);
  return Math.max(1, Math.round(PROJECTS_PER_SCALE * scale));
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  for (const table of [geo, projects, partners, clients, staffUsers, contentPages]) {
    const rows = await db.select({ id: table.id }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const projectCount = projectCountFor(options.scale ?? 1);
  const log = options.log ?? (() => undefined);

  const geoData = buildGeo();
  const partnerRows = buildPartners(geoData.regionIdBySlug);
  const accounts = await buildAccounts();
  const pages = buildContentPages(new Map(partnerRows.map((partner) => [partner.slug, partner.id as number])));
  const summary: SeedSummary = {
    geo: geoData.rows.length, towns: geoData.towns.length, projects: 0, units: 0, files: 0,
    partners: partnerRows.length, clients: accounts.clients.length, staffUsers: accounts.staff.length, contentPages: pages.length,
  };

  await db.transaction(async (tx) => {
    await insertInBatches(tx, geo, geoData.rows);
    await insertInBatches(tx, partners, partnerRows);
    await insertInBatches(tx, clients, accounts.clients);
    await insertInBatches(tx, staffUsers, accounts.staff);
    await insertInBatches(tx, replyTemplates, buildReplyTemplates());
    await insertInBatches(tx, contentPages, pages);

    let nextReport = 10_000;
    for (const chunk of generateCatalogue(projectCount, geoData.towns)) {
      await insertInBatches(tx, projects, chunk.projects);
      await insertInBatches(tx, units, chunk.units);
      await insertInBatches(tx, projectFiles, chunk.files);
      summary.projects += chunk.projects.length;
      summary.units += chunk.units.length;
      summary.files += chunk.files.length;
      if (summary.projects >= nextReport) {
        log(`${summary.projects} of ${projectCount} projects`);
        nextReport += 10_000;
      }
    }

    await markRecentDemoProjects(tx);
    for (const table of [geo, partners, clients, staffUsers, replyTemplates, contentPages, projects, units, projectFiles]) {
      await syncIdSequence(tx, table);
    }
  });
  return summary;
}
