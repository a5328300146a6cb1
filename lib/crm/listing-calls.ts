/**
 * A partner's own listings by hand: create a project, add its units, an admin's approval for the main
 * site and other partners' sites, and the owner's setting that lets agents edit listings.
 */
import { defineCall } from "../api/call";
import { itemEnvelope } from "../api/envelopes";
import { approvalSchema, listingCreateSchema, listingSettingsSchema, PHOTO_MAX_BASE64, photoArrangementSchema, photoUploadSchema, unitCreateSchema } from "./listing-schemas";
import { crmProjectOne } from "./project-calls";
import { idParamsSchema } from "./schemas";

const ALLOWED = "An agent only when its owner allowed it (`PATCH /api/crm/listing-settings`); otherwise a 403.";

export const crmListingCreateCall = defineCall({
  method: "post",
  path: "/api/crm/projects",
  tag: "crm",
  summary: "Create a project by hand: a partner's own listing (an admin's: the main brand's)",
  description: `A partner's listing shows on that partner's site once published, and on the main site and other partners' sites only after an admin approved it. Validated as strictly as a feed: a town of the geo list, coordinates in Spain, a known type. ${ALLOWED}`,
  body: listingCreateSchema,
  form: true,
  response: { status: 201, description: "The new project", schema: crmProjectOne },
  errors: [403, 422],
  access: "staff",
});

export const crmUnitCreateCall = defineCall({
  method: "post",
  path: "/api/crm/projects/{id}/units",
  tag: "crm",
  summary: "Add a unit (home) to a project: type, rooms, area, price and VAT, status",
  description: `The project's price and size ranges follow; later price changes are recorded in the price history. ${ALLOWED}`,
  params: idParamsSchema,
  body: unitCreateSchema,
  form: true,
  response: { status: 201, description: "The project with the new unit", schema: crmProjectOne },
  errors: [403, 404, 422],
  access: "staff",
});

export const crmApprovalCall = defineCall({
  method: "post",
  path: "/api/crm/projects/{id}/approval",
  tag: "crm",
  summary: "Approve a partner's listing for the main site and other partners' sites, or take the approval back (admins only)",
  params: idParamsSchema,
  body: approvalSchema,
  response: { description: "The project after the change", schema: crmProjectOne },
  errors: [404],
  access: "admin",
});

const settingsEnvelope = itemEnvelope(listingSettingsSchema.meta({ id: "ListingSettings" }));

export const crmListingSettingsCall = defineCall({
  method: "get",
  path: "/api/crm/listing-settings",
  tag: "crm",
  summary: "Whether the partner's agents may create and edit listings (owners only)",
  response: { description: "The setting", schema: settingsEnvelope },
  access: "owner",
});

export const crmListingSettingsUpdateCall = defineCall({
  method: "patch",
  path: "/api/crm/listing-settings",
  tag: "crm",
  summary: "Let the partner's agents create and edit listings, or not (owners only)",
  body: listingSettingsSchema,
  response: { description: "The setting after the change", schema: settingsEnvelope },
  access: "owner",
});

export const crmPhotoUploadCall = defineCall({
  method: "post",
  path: "/api/crm/projects/{id}/photos",
  tag: "crm",
  summary: "Upload a photo of a hand-made listing (added last); resized to the widths and format of feed photos",
  description: `A feed's project takes its photos from its feed (409). ${ALLOWED}`,
  params: idParamsSchema,
  body: photoUploadSchema,
  bodyLimit: PHOTO_MAX_BASE64 + 1024,
  form: true,
  response: { status: 201, description: "The project with its photos", schema: crmProjectOne },
  errors: [403, 404, 409, 422],
  access: "staff",
});

export const crmPhotoArrangeCall = defineCall({
  method: "patch",
  path: "/api/crm/projects/{id}/photos",
  tag: "crm",
  summary: "Order a hand-made listing's photos (and drop those left out)",
  description: ALLOWED,
  params: idParamsSchema,
  body: photoArrangementSchema,
  form: true,
  response: { description: "The project with its photos", schema: crmProjectOne },
  errors: [403, 404, 409, 422],
  access: "staff",
});
