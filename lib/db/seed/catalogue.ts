/**
 * The project catalogue in chunks: projects 1..N with their units and files, ids numbered in
 * order, so any chunk size gives the same rows and memory stays flat for a 100x catalogue.
 */
import { generateFiles, type ProjectFileRow } from "./files";
import type { SeedTown } from "./geo";
import { ProjectNameRegistry, SlugRegistry } from "./names";
import { generateProject, TownPicker, type ProjectRow } from "./projects";
import type { UnitRow } from "./units";

/** PDFs only for the first projects: a 100x catalogue stays quick to insert. */
const FILES_PROJECT_LIMIT = 1_100;

export interface CatalogueChunk {
  projects: ProjectRow[];
  units: UnitRow[];
  files: ProjectFileRow[];
}

export function* generateCatalogue(projectCount: number, towns: readonly SeedTown[], chunkSize = 500): Generator<CatalogueChunk> {
  const picker = new TownPicker(towns);
  const townById = new Map(towns.map((town) => [town.id, town]));
  const registries = { slugs: new SlugRegistry(), names: new ProjectNameRegistry() };
  let nextUnitId = 1;
  let nextFileId = 1;
  for (let first = 1; first <= projectCount; first += chunkSize) {
    const chunk: CatalogueChunk = { projects: [], units: [], files: [] };
    for (let id = first; id < Math.min(first + chunkSize, projectCount + 1); id++) {
      const { project, units } = generateProject(id, picker, registries);
      const numbered = units.map((unit) => ({ ...unit, id: nextUnitId++ }));
      chunk.projects.push(project);
      chunk.units.push(...numbered);
      if (id <= FILES_PROJECT_LIMIT) {
        const town = townById.get(project.townId);
        const place = town ? `${town.name}, ${town.region.name}` : "";
        for (const file of generateFiles(project, numbered, place)) chunk.files.push({ ...file, id: nextFileId++ });
      }
    }
    yield chunk;
  }
}
