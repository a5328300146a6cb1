/** Unit functions shared by the units table (client) and the data layer. Pure and client-safe. */
import type { UnitFilters } from "./schemas";
import type { NumberRange, ProjectDetails, ProjectUnit } from "./types";

export function filterUnits(units: readonly ProjectUnit[], filters: UnitFilters): ProjectUnit[] {
  return units.filter(
    (unit) =>
      (filters.type_id === undefined || unit.type_id === filters.type_id) &&
      (filters.bedrooms === undefined || unit.bedrooms === filters.bedrooms) &&
      (filters.status === undefined || unit.status === filters.status),
  );
}

/** Smallest and largest positive value, or null when no unit has one. */
export function rangeOf(values: ReadonlyArray<number | null>): NumberRange | null {
  const present = values.filter((value): value is number => value !== null && value > 0);
  if (present.length === 0) return null;
  return { min: Math.min(...present), max: Math.max(...present) };
}

/** The spec's property labels summarised over all units of a project. */
export function summarizeUnits(units: readonly ProjectUnit[], project: { developer: string; delivery: string | null }): ProjectDetails {
  const count = (status: ProjectUnit["status"]) => units.filter((unit) => unit.status === status).length;
  return {
    developer: project.developer,
    delivery: project.delivery,
    units_total: units.length,
    units_available: count("available"),
    units_reserved: count("reserved"),
    units_sold: count("sold"),
    bedrooms: rangeOf(units.map((unit) => unit.bedrooms)),
    bathrooms: rangeOf(units.map((unit) => unit.bathrooms)),
    area: rangeOf(units.map((unit) => unit.area)),
    plot_area: rangeOf(units.map((unit) => unit.plot_area)),
    terrace_area: rangeOf(units.map((unit) => unit.terrace_area)),
    solarium_area: rangeOf(units.map((unit) => unit.solarium_area)),
    garden_area: rangeOf(units.map((unit) => unit.garden_area)),
  };
}
