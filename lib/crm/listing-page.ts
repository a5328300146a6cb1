import "server-only";
/** What the CRM's listing pages show in their selects: the catalogue's types and project statuses with their labels. */
import { getFormatter, getTranslations } from "next-intl/server";
import { catalogueFormat } from "../catalogue/format";
import { PROPERTY_TYPES } from "../catalogue/property-types";
import { PROJECT_STATUSES, type ProjectStatus } from "./project-statuses";

export async function listingLabels() {
  const [formatter, tCatalogue] = await Promise.all([getFormatter(), getTranslations("catalogue")]);
  const format = catalogueFormat(formatter, tCatalogue);
  return {
    format,
    types: PROPERTY_TYPES.map((type) => ({ id: type.id, label: format.typeLabel(type.id) })),
    statusLabels: Object.fromEntries(PROJECT_STATUSES.map((status) => [status, format.statusLabel(status)])) as Record<ProjectStatus, string>,
  };
}
