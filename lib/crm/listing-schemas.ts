/**
 * A partner's own listings by hand (`POST /api/crm/projects`, `POST /api/crm/projects/{id}/units`,
 * the project change's place and map fields), as strict as the feed importer (lib/feeds/schemas.ts):
 * the same price ceiling, text cap and Spain box, a known type and a town of the geo list (checked in
 * the data layer), whole numbers only. Field messages are Dutch (`validation` messages). Client-safe.
 */
import { z } from "zod";
import { TYPE_ID } from "../catalogue/property-types";
import { SPAIN } from "../catalogue/spain";
import { MAX_TEXT_CHARS } from "../feeds/parser";
import { MAX_PRICE } from "../feeds/schemas";
import { fieldMessage } from "../i18n/validation";
import { CRM_UNIT_STATUSES, PROJECT_STATUSES } from "./project-statuses";

const NAME_MAX = 200;
const MAX_FEATURES = 40;
const FEATURE_MAX = 200;
const COUNT_MAX = 50;
const AREA_MAX = 100_000;
const PLOT_MAX = 10_000_000;
const TYPE_IDS: readonly number[] = Object.values(TYPE_ID);

const wholeNumber = (key: "countRange" | "areaRange" | "plotRange", min: number, max: number) =>
  z.number(fieldMessage(key)).int(fieldMessage(key)).min(min, fieldMessage(key)).max(max, fieldMessage(key));

/** A real calendar day between 2000 and 2099 (delivery dates). */
const deliveryDate = z
  .string()
  .regex(/^20\d{2}-\d{2}-\d{2}$/, fieldMessage("dateFormat"))
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, fieldMessage("dateNotExisting"));

/** The fields of a project a partner sets by hand, each checked alone (a create needs them all, a change any). */
export const listingFields = {
  name: z.string().trim().min(1, fieldMessage("nameRequired")).max(NAME_MAX),
  developer: z.string().trim().min(1, fieldMessage("developerRequired")).max(NAME_MAX),
  description: z.string().max(MAX_TEXT_CHARS).meta({ description: "The Dutch description the project page shows (plain text, rendered escaped)" }),
  type_id: z.number(fieldMessage("typeUnknown")).int(fieldMessage("typeUnknown")).refine((id) => TYPE_IDS.includes(id), fieldMessage("typeUnknown")).meta({ description: "1 apartment, 2 villa, 3 townhouse, 4 bungalow, 7 land, 12 penthouse, 17 other" }),
  town_id: z.number(fieldMessage("townRequired")).int(fieldMessage("townRequired")).min(1, fieldMessage("townRequired")).max(2_147_483_647, fieldMessage("townRequired")).meta({ description: "A town of the geo list (`GET /api/geo`); its costa, province and country follow" }),
  lat: z.number(fieldMessage("notInSpain")).min(SPAIN.latMin, fieldMessage("notInSpain")).max(SPAIN.latMax, fieldMessage("notInSpain")).meta({ description: "Latitude (WGS84), in Spain" }),
  lng: z.number(fieldMessage("notInSpain")).min(SPAIN.lngMin, fieldMessage("notInSpain")).max(SPAIN.lngMax, fieldMessage("notInSpain")).meta({ description: "Longitude (WGS84), in Spain" }),
  amenities: z.array(z.string().trim().min(1).max(FEATURE_MAX, fieldMessage("featureTooLong"))).max(MAX_FEATURES, fieldMessage("featuresMax")).meta({ description: "Features as the page lists them (\"Zwembad\", \"Zeezicht\"); the search's feature filters read them" }),
  status: z.enum(PROJECT_STATUSES),
  delivery_date: deliveryDate.nullable().meta({ description: "yyyy-mm-dd; null: unknown" }),
};

export const listingCreateSchema = z.strictObject({
  ...listingFields,
  description: listingFields.description.default(""),
  amenities: listingFields.amenities.default([]),
  delivery_date: listingFields.delivery_date.default(null),
  published: z.boolean().default(false).meta({ description: "true: on the partner's own site at once (other sites after an admin's approval)" }),
});
export type ListingCreate = z.output<typeof listingCreateSchema>;

export const unitCreateSchema = z
  .strictObject({
    reference: z.string().trim().min(1, fieldMessage("referenceRequired")).max(40).regex(/^[^\u0000-\u001f]*$/, fieldMessage("referenceRequired")),
    type_id: listingFields.type_id,
    bedrooms: wholeNumber("countRange", 0, COUNT_MAX),
    bathrooms: wholeNumber("countRange", 0, COUNT_MAX),
    area: wholeNumber("areaRange", 1, AREA_MAX).meta({ description: "Living area, whole m²" }),
    plot_area: wholeNumber("plotRange", 1, PLOT_MAX).nullable().default(null).meta({ description: "Plot, whole m²; null: none" }),
    price: z.number(fieldMessage("wholeEuros")).int(fieldMessage("wholeEuros")).min(1, fieldMessage("aboveZero")).max(MAX_PRICE, fieldMessage("implausiblyHigh")).nullable().default(null).meta({ description: "Whole euros; null only with price_on_request" }),
    price_on_request: z.boolean().default(false),
    vat: z.boolean().default(false).meta({ description: "true: the price includes VAT (IVA)" }),
    status: z.enum(CRM_UNIT_STATUSES).default("available"),
  })
  .refine((unit) => unit.price_on_request || unit.price !== null, { ...fieldMessage("priceRequired"), path: ["price"] });
export type UnitCreate = z.output<typeof unitCreateSchema>;

export const approvalSchema = z.strictObject({
  approved: z.boolean().meta({ description: "true: shown on the main site and other partners' sites; false: on its own partner's site only" }),
});

export const listingSettingsSchema = z.strictObject({
  agents_edit_listings: z.boolean().meta({ description: "Whether the partner's agents may create and edit its listings" }),
});

/** An uploaded photo: 8 MB at most, as base64 in JSON (the CRM's forms send JSON only). */
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_BASE64 = Math.ceil(PHOTO_MAX_BYTES / 3) * 4;

export const photoUploadSchema = z.strictObject({
  data: z
    .string()
    .min(1, fieldMessage("photoRequired"))
    .max(PHOTO_MAX_BASE64, fieldMessage("photoSize"))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, fieldMessage("base64"))
    .meta({ description: "A JPEG, PNG or WebP photo at least 600 pixels wide, base64 (at most 8 MB decoded); resized as feed photos are" }),
});

export const photoArrangementSchema = z.strictObject({
  image_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(50).meta({ description: "The photos to keep, in the order to show them (a photo left out is deleted)" }),
});
