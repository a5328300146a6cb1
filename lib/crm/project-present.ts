/** The CRM's projects as its API answers them (snake_case, ISO dates). Pure. */
import type { CrmProject, CrmProjectRow } from "./projects";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function crmProjectSummary(row: CrmProjectRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    developer: row.developer,
    town: row.town,
    status: row.status,
    published: row.published,
    featured: row.featured,
    price_from: row.priceFrom,
    price_to: row.priceTo,
    price_on_request: row.priceOnRequest,
    units_available: row.unitsAvailable,
    source: row.source,
    partner: row.partner,
    partner_listing: row.partnerListing,
    approved_at: row.approvedAt === null ? null : iso(row.approvedAt),
    updated_at: iso(row.updatedAt),
  };
}

export type CrmProjectSummary = ReturnType<typeof crmProjectSummary>;

export function crmProjectDetail({ project, town, units, history, source, listingPartner, photos }: CrmProject) {
  return {
    id: project.id,
    slug: project.slug,
    name: project.name,
    developer: project.developer,
    description: project.description,
    town,
    town_id: project.townId,
    type_id: project.typeId,
    lat: project.lat,
    lng: project.lng,
    amenities: project.amenities,
    photos,
    status: project.status,
    delivery_date: project.deliveryDate,
    featured: project.featured,
    published: project.published,
    published_at: iso(project.publishedAt),
    price_from: project.priceFrom,
    price_to: project.priceTo,
    price_on_request: project.priceOnRequest,
    units_available: project.unitsAvailable,
    source: source?.name ?? null,
    partner: listingPartner ?? source?.partner ?? null,
    partner_listing: project.partnerId !== null,
    approved_at: project.approvedAt === null ? null : iso(project.approvedAt),
    updated_at: iso(project.updatedAt),
    units: units.map((unit) => ({
      id: unit.id,
      reference: unit.reference,
      type_id: unit.typeId,
      bedrooms: unit.bedrooms,
      bathrooms: unit.bathrooms,
      area: unit.area,
      price: unit.price,
      price_on_request: unit.priceOnRequest,
      vat: unit.vat,
      status: unit.status,
    })),
    price_history: history.map((entry) => ({
      unit_id: entry.unitId,
      reference: entry.reference,
      old_price: entry.oldPrice,
      new_price: entry.newPrice,
      changed_at: iso(entry.changedAt),
    })),
  };
}

export type CrmProjectDetail = ReturnType<typeof crmProjectDetail>;
