/**
 * The whole data model (DESIGN.md section 4), PostgreSQL dialect.
 * Runs unchanged on PGlite (embedded) and on a PostgreSQL server.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Text as the free-text search compares it: lower case, accents removed (`search_fold`, an immutable
 * wrapper around `unaccent` that migration 0009 creates, so it may appear in index expressions).
 */
export const searchFold = (column: SQL | AnyPgColumn) => sql`search_fold(${column})`;
/** A GIN trigram index over the folded text (typo-tolerant `%`, `<%` and `ILIKE` look-ups). */
const trigramOn = (column: AnyPgColumn) => sql`search_fold(${column}) gin_trgm_ops`;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const geoKind = pgEnum("geo_kind", ["country", "region", "province", "town"]);
export const projectStatus = pgEnum("project_status", ["off_plan", "under_construction", "key_ready"]);
/** `withdrawn`: a feed's unit that its source no longer lists (kept for leads and price history, never shown). */
export const unitStatus = pgEnum("unit_status", ["available", "reserved", "sold", "withdrawn"]);
export const feedRunStatus = pgEnum("feed_run_status", ["running", "succeeded", "failed"]);
export const fileKind = pgEnum("file_kind", ["price_list", "floor_plan", "brochure", "other"]);
export const staffRole = pgEnum("staff_role", ["partner", "admin"]);
/** A partner user's place in its team: an owner runs the partner's site and team, an agent works leads. */
export const teamRole = pgEnum("team_role", ["owner", "agent"]);
/** What a mailed CRM link is for: accepting an invitation to a team, or choosing a new password. */
export const staffTokenPurpose = pgEnum("staff_token_purpose", ["invite", "reset"]);
export const leadKind = pgEnum("lead_kind", ["contact", "broker", "price_list", "floor_plan", "viewing", "brochure", "question", "franchise", "match"]);
export const leadStatus = pgEnum("lead_status", ["new", "contacted", "viewing_planned", "offer", "closed_won", "closed_lost"]);
export const partOfDay = pgEnum("part_of_day", ["morning", "afternoon", "evening"]);
export const leadEventKind = pgEnum("lead_event_kind", ["created", "status", "note", "reassigned", "anonymised", "assigned", "viewing_planned", "viewing_changed", "viewing_done", "viewing_cancelled", "replied"]);
/** How a partner's new leads get an agent (lib/crm/assign): by hand, in turn, or per project (else in turn). */
export const assignMode = pgEnum("assign_mode", ["manual", "round_robin", "project"]);
export const taskKind = pgEnum("task_kind", ["call_back", "send_price_list", "after_viewing", "other"]);
export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed"]);
export const contentKind = pgEnum("content_kind", ["page", "blog", "block"]);
/** Where a lead came from (lib/figures/source.ts): a search engine, the partner's own pages, a utm campaign, another site, or nothing. */
export const leadSource = pgEnum("lead_source", ["search", "partner", "campaign", "referral", "direct"]);

/** Country > region (costa) and country > province > town. A town points at both its costa and its province. */
export const geo = pgTable(
  "geo",
  {
    id: serial("id").primaryKey(),
    kind: geoKind("kind").notNull(),
    slug: varchar("slug", { length: 120 }).notNull(),
    name: varchar("name", { length: 160 }).notNull(),
    countryId: integer("country_id"),
    regionId: integer("region_id"),
    provinceId: integer("province_id"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (t) => [
    uniqueIndex("geo_kind_slug_parent_uq").on(t.kind, t.slug, sql`coalesce(${t.regionId}, ${t.countryId}, 0)`),
    index("geo_region_idx").on(t.regionId),
    index("geo_province_idx").on(t.provinceId),
    index("geo_name_trgm_idx").using("gin", trigramOn(t.name)),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 200 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    developer: varchar("developer", { length: 200 }).notNull(),
    description: text("description").notNull(),
    status: projectStatus("status").notNull(),
    deliveryDate: date("delivery_date"),
    typeId: integer("type_id").notNull(),
    countryId: integer("country_id").notNull().references(() => geo.id),
    regionId: integer("region_id").notNull().references(() => geo.id),
    provinceId: integer("province_id").notNull().references(() => geo.id),
    townId: integer("town_id").notNull().references(() => geo.id),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** An embeddable video (https://www.youtube-nocookie.com/embed/…), shown after Functional consent. */
    videoUrl: text("video_url"),
    confidentialInfo: text("confidential_info"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(true),
    /** When the project was last published (an import's insert, the CRM's publish): "Nieuw" for 14 days. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    // Derived from the project's units (kept in step by lib/catalogue when units change).
    priceFrom: integer("price_from"),
    priceTo: integer("price_to"),
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    vat: boolean("vat").notNull().default(false),
    bedroomsMin: integer("bedrooms_min"),
    bedroomsMax: integer("bedrooms_max"),
    bathroomsMin: integer("bathrooms_min"),
    bathroomsMax: integer("bathrooms_max"),
    areaMin: integer("area_min"),
    areaMax: integer("area_max"),
    /** Plot area range (m²) over the units that have a plot. */
    plotMin: integer("plot_min"),
    plotMax: integer("plot_max"),
    /** Lowest price per m² of living area (whole euros) among the available units with a price. */
    priceM2From: integer("price_m2_from"),
    unitsAvailable: integer("units_available").notNull().default(0),
    /** Distinct type_ids of the units (a search for penthouses finds apartment blocks with penthouses). */
    unitTypeIds: integer("unit_type_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** Imported projects: the feed source and the group key the source's grouping rule gave its units. */
    feedSourceId: integer("feed_source_id").references(() => feedSources.id, { onDelete: "set null" }),
    feedRef: varchar("feed_ref", { length: 200 }),
    /** A partner's hand-made listing: the partner that owns it (null for imported and main-brand projects). */
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    /** When an admin approved a partner's listing for the main site and other partners' sites (lib/catalogue/visibility.ts). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by").references(() => staffUsers.id, { onDelete: "set null" }),
    /**
     * Metres to the nearest beach: the seed's figure (the one its description states), or for an
     * imported project `coast_distance_m(lat, lng)` (migration 0010), the distance to the coastline.
     */
    beachDistanceM: integer("beach_distance_m"),
    /** The EU energy label A–G (the best of the units' for an imported project); null when unknown. */
    energyLabel: varchar("energy_label", { length: 1 }),
    /**
     * The nearest of the costas' airports and the estimated drive there in minutes (steps of 5), from
     * the coordinates (`airportColumns` of lib/catalogue/airports.ts, on every write of them); null
     * when no airport is within reach. `airport_minutes` is what the `airport_max` filter tests.
     */
    airportCode: varchar("airport_code", { length: 3 }),
    airportMinutes: integer("airport_minutes"),
    /** The search's feature codes (pool, sea_view, …), read from the amenities by `project_features()` (migration 0010): always in step. */
    features: text("features")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`project_features(amenities)`),
    /**
     * The same as bits (bit i: FEATURES[i] of lib/catalogue/search/filters.ts), what the search tests:
     * `(feature_bits & mask) = mask` costs a fraction of an array's `@>` per row of a count.
     */
    featureBits: integer("feature_bits")
      .notNull()
      .generatedAlwaysAs(sql`project_feature_bits(amenities)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_town_idx").on(t.townId),
    index("projects_partner_idx").on(t.partnerId).where(sql`${t.partnerId} is not null`),
    index("projects_region_idx").on(t.regionId),
    index("projects_province_idx").on(t.provinceId),
    index("projects_type_idx").on(t.typeId),
    index("projects_price_idx").on(t.priceFrom),
    index("projects_price_to_idx").on(t.priceTo),
    index("projects_bedrooms_idx").on(t.bedroomsMax),
    index("projects_bathrooms_idx").on(t.bathroomsMax),
    index("projects_lat_lng_idx").on(t.lat, t.lng),
    index("projects_created_idx").on(t.createdAt),
    index("projects_featured_idx").on(t.featured).where(sql`${t.featured}`),
    // Covers every search filter and sort key, so counts, facets and the page's ids come from an
    // index-only scan; only the rows shown are read from the (wide) table.
    // (Drizzle has no INCLUDE, so the covered columns are trailing key columns.)
    index("projects_search_idx")
      .on(
        t.regionId, t.townId, t.provinceId, t.countryId, t.typeId, t.priceFrom, t.priceTo, t.bedroomsMax,
        t.bathroomsMax, t.featured, t.createdAt, t.lat, t.lng, t.id, t.unitTypeIds,
        // Migration 0010's filters and sort keys.
        t.unitsAvailable, t.areaMin, t.areaMax, t.plotMin, t.plotMax, t.priceM2From, t.beachDistanceM, t.status, t.deliveryDate, t.featureBits,
        // The energy label filter, and the approval rule every public read adds (lib/catalogue/visibility.ts).
        t.energyLabel, t.partnerId, t.approvedAt,
        // The airport filter (migration 0028).
        t.airportMinutes,
      )
      .where(sql`${t.published}`),
    // The sort orders of an unfiltered search: the first page is read straight off the index.
    index("projects_relevance_idx").on(t.featured.desc(), t.createdAt.desc(), t.id.desc()).where(sql`${t.published}`),
    index("projects_price_desc_idx").on(t.priceFrom.desc().nullsLast(), t.id.desc()).where(sql`${t.published}`),
    // The sorts of migration 0010 read their first pages off an index.
    index("projects_price_m2_idx").on(t.priceM2From.asc().nullsLast(), t.id.asc()).where(sql`${t.published}`),
    index("projects_area_desc_idx").on(t.areaMax.desc().nullsLast(), t.id.desc()).where(sql`${t.published}`),
    index("projects_delivery_idx").on(t.deliveryDate.asc().nullsLast(), t.id.asc()).where(sql`${t.published}`),
    uniqueIndex("projects_feed_uq").on(t.feedSourceId, t.feedRef),
    // Free-text search and suggestions (lib/catalogue/suggest): names and developers, typo-tolerant.
    index("projects_name_trgm_idx").using("gin", trigramOn(t.name)).where(sql`${t.published}`),
    index("projects_developer_trgm_idx").using("gin", trigramOn(t.developer)).where(sql`${t.published}`),
  ],
);

export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    reference: varchar("reference", { length: 40 }).notNull(),
    typeId: integer("type_id").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    area: integer("area").notNull(),
    plotArea: integer("plot_area"),
    terraceArea: integer("terrace_area"),
    solariumArea: integer("solarium_area"),
    gardenArea: integer("garden_area"),
    floor: integer("floor"),
    orientation: varchar("orientation", { length: 20 }),
    /** Whole euros. */
    price: integer("price").notNull(),
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    vat: boolean("vat").notNull().default(false),
    status: unitStatus("status").notNull().default("available"),
    /** Imported units: the feed source and the property's `<id>` in that feed. */
    feedSourceId: integer("feed_source_id").references(() => feedSources.id, { onDelete: "set null" }),
    feedId: varchar("feed_id", { length: 100 }),
  },
  (t) => [
    uniqueIndex("units_feed_uq").on(t.feedSourceId, t.feedId),
    index("units_project_idx").on(t.projectId, t.status),
    index("units_type_idx").on(t.typeId),
    index("units_price_idx").on(t.price),
    index("units_bedrooms_idx").on(t.bedrooms),
  ],
);

export const projectFiles = pgTable(
  "project_files",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    kind: fileKind("kind").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    /** The stored file itself: kept in the database so every app instance can serve it. */
    content: bytea("content").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    confidential: boolean("confidential").notNull().default(true),
  },
  (t) => [index("project_files_project_idx").on(t.projectId)],
);

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 60 }).notNull(),
    name: varchar("name", { length: 160 }).notNull(),
    domain: varchar("domain", { length: 253 }),
    primaryColor: varchar("primary_color", { length: 7 }).notNull().default("#13206a"),
    secondaryColor: varchar("secondary_color", { length: 7 }).notNull().default("#fffb00"),
    headingColor: varchar("heading_color", { length: 7 }),
    logoUrl: text("logo_url"),
    /** The "over ons" photo of the `uw-makelaar` page (versioned URL of /media/partners/{id}/about-photo). */
    aboutPhotoUrl: text("about_photo_url"),
    email: varchar("email", { length: 254 }),
    phone: varchar("phone", { length: 40 }),
    personName: varchar("person_name", { length: 160 }),
    personRole: varchar("person_role", { length: 160 }),
    companyName: varchar("company_name", { length: 160 }),
    address: text("address"),
    website: text("website"),
    /** Set by the partner's owner on the CRM's "Mijn site" page (lib/partners/brand.ts). */
    whatsapp: varchar("whatsapp", { length: 40 }),
    openingHours: text("opening_hours"),
    /** The short "over ons" text of the partner's `uw-makelaar` page. */
    about: text("about"),
    socialLinks: jsonb("social_links").$type<Partial<Record<"facebook" | "instagram" | "linkedin" | "youtube", string>>>().notNull().default({}),
    /** The own domain the owner asked for, until the admin activates it (it then becomes `domain`). */
    requestedDomain: varchar("requested_domain", { length: 253 }),
    domainRequestedAt: timestamp("domain_requested_at", { withTimezone: true }),
    /** Geo ids (regions or towns) where the partner has exclusivity. */
    regionIds: jsonb("region_ids").$type<number[]>().notNull().default([]),
    /** Whether the partner's agents may create and edit listings (the owner decides). */
    agentsEditListings: boolean("agents_edit_listings").notNull().default(false),
    /** IANA name: the morning mail goes out at a morning hour here. */
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("Europe/Amsterdam"),
    assignMode: assignMode("assign_mode").notNull().default("manual"),
    /** The agent the last round-robin turn went to (no FK: a cursor, the next active agent after it wins). */
    assignLastStaffId: integer("assign_last_staff_id"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("partners_slug_uq").on(t.slug), uniqueIndex("partners_domain_uq").on(t.domain)],
);

/** A partner's uploaded logo (PNG, JPEG, WebP or SVG, checked on upload), served from /media/partners/{id}/logo. */
export const partnerLogos = pgTable("partner_logos", {
  partnerId: integer("partner_id")
    .primaryKey()
    .references(() => partners.id, { onDelete: "cascade" }),
  mimeType: varchar("mime_type", { length: 40 }).notNull(),
  content: bytea("content").notNull(),
  updatedAt: updatedAt(),
});

/** The partner's "over ons" photo, as WebP in each width the page asks for (resized on upload). */
export const partnerAboutPhotos = pgTable(
  "partner_about_photos",
  {
    partnerId: integer("partner_id").notNull().references(() => partners.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    content: bytea("content").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.width] })],
);

/** One change to a partner's brand or details: who (the CRM user, by name at the time), what, when. */
export const partnerAudit = pgTable(
  "partner_audit",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id").notNull().references(() => partners.id, { onDelete: "cascade" }),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: varchar("actor_name", { length: 160 }).notNull(),
    /** Field names, with old and new values only for fields that hold no personal data. */
    changes: jsonb("changes").$type<Array<{ field: string; old?: string | null; new?: string | null }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("partner_audit_partner_idx").on(t.partnerId, t.createdAt)],
);

export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    zipCode: varchar("zip_code", { length: 20 }),
    homeTown: varchar("home_town", { length: 120 }),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "set null" }),
    /** Raised by a logout everywhere, a password change or reset: older sessions and tokens are refused. */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("clients_email_uq").on(sql`lower(${t.email})`)],
);

export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    name: varchar("name", { length: 160 }).notNull(),
    role: staffRole("role").notNull(),
    /** Owner or agent for a partner user; null for an admin. */
    teamRole: teamRole("team_role"),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    /** As for clients: raised by a logout or a password change, so older sessions and tokens are refused. */
    sessionVersion: integer("session_version").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Invited by an owner and not yet accepted: no password of their own, no log-in. */
    invitePending: boolean("invite_pending").notNull().default(false),
    /** The user's own phone number, for the `{telefoon}` placeholder of reply templates (lib/crm/replies). */
    phone: varchar("phone", { length: 40 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_users_email_uq").on(sql`lower(${t.email})`),
    check("staff_users_team_role_ck", sql`(${t.role} = 'admin') = (${t.teamRole} is null)`),
  ],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id").notNull().references(() => clients.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_tokens_hash_uq").on(t.tokenHash), index("api_tokens_client_idx").on(t.clientId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id").notNull().references(() => clients.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_uq").on(t.tokenHash)],
);

export const favorites = pgTable(
  "favorites",
  {
    clientId: integer("client_id").notNull().references(() => clients.id, { onDelete: "cascade" }),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.projectId] }), index("favorites_project_idx").on(t.projectId)],
);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    kind: leadKind("kind").notNull(),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "set null" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    zipCode: varchar("zip_code", { length: 20 }),
    address: varchar("address", { length: 200 }),
    subject: varchar("subject", { length: 200 }),
    message: text("message"),
    status: leadStatus("status").notNull().default("new"),
    unitId: integer("unit_id").references(() => units.id, { onDelete: "set null" }),
    /** Viewing requests: the day and part of day the visitor prefers. */
    preferredDate: date("preferred_date", { mode: "string" }),
    partOfDay: partOfDay("part_of_day"),
    /** When the visitor consented to the privacy statement (the form requires it). */
    privacyAcceptedAt: timestamp("privacy_accepted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The form's Idempotency-Key with a hash of what was sent: a retry gets the same lead back. */
    idempotencyKey: varchar("idempotency_key", { length: 100 }),
    requestHash: varchar("request_hash", { length: 64 }),
    /** First status change by the partner: the response time of the dashboard. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** The CRM user of that first response: the response time per agent in the figures reads it without the history. */
    firstResponseStaffId: integer("first_response_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The agent working the lead (null: unassigned, every colleague sees it). */
    assignedStaffId: integer("assigned_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Where the visitor came from (lib/figures/source.ts); null when the sender said nothing (older leads, API tools). */
    source: leadSource("source"),
    /** The search engine, the referring host or path, or the campaign name: never a whole URL. */
    sourceDetail: varchar("source_detail", { length: 200 }),
    /** Personal fields erased (retention, or the client deleted their account); the lead still counts. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_partner_created_idx").on(t.partnerId, t.createdAt),
    index("leads_partner_assignee_created_idx").on(t.partnerId, t.assignedStaffId, t.createdAt),
    index("leads_client_idx").on(t.clientId),
    index("leads_project_idx").on(t.projectId),
    uniqueIndex("leads_idempotency_uq").on(t.idempotencyKey),
  ],
);

/** What happened to a lead: created, status changes with a note, notes, reassignments (who and when). */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    kind: leadEventKind("kind").notNull(),
    fromStatus: leadStatus("from_status"),
    toStatus: leadStatus("to_status"),
    fromPartnerId: integer("from_partner_id").references(() => partners.id, { onDelete: "set null" }),
    toPartnerId: integer("to_partner_id").references(() => partners.id, { onDelete: "set null" }),
    fromStaffId: integer("from_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    toStaffId: integer("to_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The subject of a mailed reply (kind "replied"; its text is the note). */
    subject: varchar("subject", { length: 300 }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * Project page views as aggregate counts (lib/figures/views.ts): per site (a partner, or null for the
 * main brand), project and ISO week (its Monday, Europe/Amsterdam). No visitor data at all; each server
 * instance adds its own increments with an upsert.
 */
export const pageViews = pgTable(
  "page_views",
  {
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  // The figures read a site's weeks over every project: the unique key leads with the project.
  (t) => [unique("page_views_site_project_week_uq").on(t.partnerId, t.projectId, t.week).nullsNotDistinct(), index("page_views_site_week_idx").on(t.partnerId, t.week)],
);

/** A partner's reply templates (lib/crm/replies): plain text with `{placeholders}`, filled per lead when sent. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id").notNull().references(() => partners.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("reply_templates_partner_name_uq").on(t.partnerId, sql`lower(${t.name})`)],
);

/** Bearer tokens of CRM users (`POST /api/crm/login`), stored as hashes like the clients'. */
export const staffApiTokens = pgTable(
  "staff_api_tokens",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_api_tokens_hash_uq").on(t.tokenHash), index("staff_api_tokens_user_idx").on(t.staffUserId)],
);

/** Mailed CRM links (invitations, password resets): single-use, stored only as a hash of the token. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
    purpose: staffTokenPurpose("purpose").notNull(),
    tokenHash: varchar("token_hash", { length: 128 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_tokens_hash_uq").on(t.tokenHash), index("staff_tokens_user_idx").on(t.staffUserId)],
);

/** Every CSV export of leads: who, when, which filters, how many rows (AVG/GDPR accountability). */
export const leadExports = pgTable("lead_exports", {
  id: serial("id").primaryKey(),
  staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
  filters: jsonb("filters").$type<object>().notNull(),
  rowCount: integer("row_count").notNull(),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: varchar("to_address", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Display name of the sender (a partner's name); the address is always MAIL_FROM's, so SPF and DKIM hold. Null: MAIL_FROM's name. */
    fromName: varchar("from_name", { length: 120 }),
    /** Where replies go: the contact address of the site the mail speaks for. */
    replyTo: varchar("reply_to", { length: 254 }),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim while it sends: other workers skip the row until then (a crashed worker's claim runs out). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** Extra headers for this mail (e.g. `List-Unsubscribe`), checked when queued: one line each. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** An iCalendar invitation sent with the mail (a viewing): its METHOD and the .ics text. */
    icalMethod: varchar("ical_method", { length: 16 }),
    icalContent: text("ical_content"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 160 }).notNull(),
    /** Null: a global page of the main brand; otherwise the partner's own version. */
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    kind: contentKind("kind").notNull().default("page"),
    title: varchar("title", { length: 200 }).notNull(),
    summary: text("summary"),
    /** Markdown-like plain text, rendered escaped. */
    body: text("body").notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("content_pages_partner_slug_uq").on(sql`coalesce(${t.partnerId}, 0)`, t.slug)],
);

/** How a source's units are grouped into projects (lib/feeds/grouping.ts). */
export interface FeedGroupingRule {
  /** The ref up to this separator names the project (e.g. "-": `MAR-A12` belongs to `MAR`). */
  refSeparator?: string;
  /** Units within this many metres, in the same town and type family, form one project. */
  proximityMeters: number;
}

/** A Kyero v3 feed of a developer or partner. `partnerId` null: the main brand's own source. */
export const feedSources = pgTable(
  "feed_sources",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 80 }).notNull(),
    url: text("url"),
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    grouping: jsonb("grouping").$type<FeedGroupingRule>().notNull().default({ proximityMeters: 50 }),
    /** A cron expression for scheduled runs; null: imported by hand only. */
    schedule: varchar("schedule", { length: 60 }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("feed_sources_name_uq").on(t.name)],
);

/** One import of a source: when, how it ended, the counts and the report (skipped properties with reasons). */
export const feedRuns = pgTable(
  "feed_runs",
  {
    id: serial("id").primaryKey(),
    sourceId: integer("source_id").notNull().references(() => feedSources.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: feedRunStatus("status").notNull().default("running"),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    report: jsonb("report").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("feed_runs_source_idx").on(t.sourceId, t.startedAt)],
);

export const feedImageStatus = pgEnum("feed_image_status", ["pending", "done", "failed"]);

/**
 * An image URL a feed lists for a project, downloaded by the image job (lib/feeds/images): claimed with
 * `locked_until` (FOR UPDATE SKIP LOCKED), retried with backoff, `failed` for good with the reason.
 */
export const feedImages = pgTable(
  "feed_images",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    /** 1-based, the feed's order. */
    position: integer("position").notNull(),
    sourceUrl: text("source_url").notNull(),
    status: feedImageStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    error: varchar("error", { length: 300 }),
  },
  (t) => [uniqueIndex("feed_images_project_position_uq").on(t.projectId, t.position), index("feed_images_due_idx").on(t.status, t.nextAttemptAt)],
);

/** A downloaded feed image, resized (WebP, 3:2) to each width the site shows; served at /media/projects/{id}/photo-{image}-{width}.webp. */
export const projectPhotos = pgTable(
  "project_photos",
  {
    imageId: integer("image_id").notNull().references(() => feedImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

/** Every price change of a unit (whole euros; null: on request), for "price lowered" and the CRM. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id").notNull().references(() => units.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price"),
    newPrice: integer("new_price"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_history_unit_idx").on(t.unitId, t.changedAt),
    // "Prijs verlaagd" and its sort read only the last 30 days' changes.
    index("price_history_changed_idx").on(t.changedAt),
  ],
);

export const savedSearchFrequency = pgEnum("saved_search_frequency", ["instant", "daily", "paused"]);
export const savedSearchAlertReason = pgEnum("saved_search_alert_reason", ["new", "price_drop"]);
export const savedSearchAlertStatus = pgEnum("saved_search_alert_status", ["pending", "sent"]);

/**
 * A client's saved search (lib/saved-searches): the filters as `POST /api/properties` takes them
 * (normalised), how often to mail, and the site it was saved on (its mails speak for that partner).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id").notNull().references(() => clients.id, { onDelete: "cascade" }),
    /** Null: the main brand. */
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "set null" }),
    /** Saved on the partner's own domain: links in its mails use that domain. */
    ownDomain: boolean("own_domain").notNull().default(false),
    name: varchar("name", { length: 100 }).notNull(),
    filters: jsonb("filters").$type<object>().notNull(),
    frequency: savedSearchFrequency("frequency").notNull().default("instant"),
    /** Price cuts before this moment are not news to this search (new matches: `saved_search_matches`): set on save, on a filter change and on resuming. */
    matchedSince: timestamp("matched_since", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** Set by the unsubscribe link (frequency becomes `paused`); cleared when the client resumes. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When its `saved_search_matches` were recorded; null: none yet (saved before they existed, or paused), the matcher seeds them. */
    matchesRecordedAt: timestamp("matches_recorded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_searches_client_idx").on(t.clientId), index("saved_searches_frequency_idx").on(t.frequency)],
);

/** The unsubscribe links mailed for a search: one random token per mail, stored only as its SHA-256 hash. */
export const savedSearchUnsubscribeTokens = pgTable("saved_search_unsubscribe_tokens", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  savedSearchId: integer("saved_search_id").notNull().references(() => savedSearches.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [index("saved_search_unsubscribe_search_idx").on(t.savedSearchId)]);

/**
 * The projects a saved search has already matched (its "seen set"): a project that matches and is not
 * here is new to the search. The primary key serves the matcher's anti-join and the rebuild's delete.
 * No foreign key to projects: they are withdrawn, never deleted (ids are not reused), and the key
 * would cost a check per row when a broad search records some 100,000 of them.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: integer("saved_search_id").notNull().references(() => savedSearches.id, { onDelete: "cascade" }),
    projectId: integer("project_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.projectId] })],
);

/**
 * What a search alerted: one row per search, project, reason and price (a further cut alerts again).
 * The unique index is the claim: whichever worker inserts the row sends it, so each alert goes out once.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    id: serial("id").primaryKey(),
    savedSearchId: integer("saved_search_id").notNull().references(() => savedSearches.id, { onDelete: "cascade" }),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    reason: savedSearchAlertReason("reason").notNull(),
    /** The project's "from" price when alerted (0 for on request); part of the key for price drops. */
    price: integer("price").notNull().default(0),
    status: savedSearchAlertStatus("status").notNull().default("pending"),
    mailId: integer("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_search_alerts_uq").on(t.savedSearchId, t.projectId, t.reason, t.price),
    index("saved_search_alerts_pending_idx").on(t.savedSearchId).where(sql`${t.status} = 'pending'`),
    // The CRM's match news reads the last two weeks' alerts (lib/crm/matches/news.ts).
    index("saved_search_alerts_created_idx").on(t.createdAt),
  ],
);

/**
 * One row per background job (lib/jobs): when it runs next and who holds it now. An instance runs a
 * job only after claiming its row (lease until `lockedUntil`), so several instances run it once per tick.
 */
export const backgroundJobs = pgTable("background_jobs", {
  name: varchar("name", { length: 60 }).primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  /** Set by a kick (e.g. a mail queued): the holder runs the job again at once when it finishes. */
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  lockedBy: varchar("locked_by", { length: 60 }),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /** Failed runs in a row (the retry backoff); 0 after a success. */
  failures: integer("failures").notNull().default(0),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: varchar("last_error", { length: 300 }),
});

/** Per project: the agent who gets the partner's new leads on it (assign mode "project"). */
export const projectAssignees = pgTable(
  "project_assignees",
  {
    partnerId: integer("partner_id").notNull().references(() => partners.id, { onDelete: "cascade" }),
    projectId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.projectId] })],
);

/** Follow-up on a lead: call back, send the price list, ... at a due time, for an agent. */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    kind: taskKind("kind").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    assignedStaffId: integer("assigned_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    note: text("note"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_tasks_lead_idx").on(t.leadId, t.dueAt), index("lead_tasks_open_idx").on(t.assignedStaffId, t.dueAt).where(sql`${t.doneAt} is null`)],
);

/** One row per agent and (their partner's) day: the morning mail is queued once, whatever the instances. */
export const morningMails = pgTable(
  "morning_mails",
  {
    staffUserId: integer("staff_user_id").notNull().references(() => staffUsers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.day] })],
);

export const viewingStatus = pgEnum("viewing_status", ["planned", "done", "cancelled"]);

/**
 * A viewing in Spain planned from a lead (issue 32 §4). `uid` and `sequence` make the mailed
 * invitations one iCalendar event: each change of time or place raises the sequence.
 */
export const viewings = pgTable(
  "viewings",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").notNull().references(() => leads.id, { onDelete: "cascade" }),
    /** The lead's partner when planned; null for the main brand's leads. */
    partnerId: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    agentId: integer("agent_id").references(() => staffUsers.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    meetingPoint: varchar("meeting_point", { length: 300 }).notNull(),
    notes: text("notes"),
    status: viewingStatus("status").notNull().default("planned"),
    uid: varchar("uid", { length: 200 }).notNull(),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("viewings_uid_uq").on(t.uid),
    index("viewings_partner_starts_idx").on(t.partnerId, t.startsAt),
    index("viewings_agent_starts_idx").on(t.agentId, t.startsAt),
    index("viewings_lead_idx").on(t.leadId),
  ],
);

/** A CRM user's calendar feed: one secret token per user, stored only as its SHA-256 hash. */
export const staffCalendarFeeds = pgTable(
  "staff_calendar_feeds",
  {
    staffUserId: integer("staff_user_id")
      .primaryKey()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_calendar_feeds_hash_uq").on(t.tokenHash)],
);
