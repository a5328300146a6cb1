/** Files of a partner's own listing (floor plans, price lists, brochures as PDF): list, upload, change, delete. */
import { z } from "zod";
import { defineCall } from "../api/call";
import { itemEnvelope, listEnvelope } from "../api/envelopes";
import { LISTING_FILE_MAX_BASE64, listingFileChangeSchema, listingFileSchema, listingFileUploadSchema } from "./listing-file-schemas";
import { idParamsSchema } from "./schemas";

const ALLOWED = "An agent only when its owner allowed it (`PATCH /api/crm/listing-settings`); otherwise a 403. A feed's project takes its files from its feed (409).";
const GATED = "A confidential file is downloaded by logged-in clients only (`GET /api/project/files/{id}/download`).";

export const crmListingFilesCall = defineCall({
  method: "get",
  path: "/api/crm/projects/{id}/files",
  tag: "crm",
  summary: "The files of a project (without their content)",
  params: idParamsSchema,
  response: { description: "The files, oldest first", schema: listEnvelope(listingFileSchema) },
  errors: [404],
  access: "staff",
});

export const crmListingFileUploadCall = defineCall({
  method: "post",
  path: "/api/crm/projects/{id}/files",
  tag: "crm",
  summary: "Upload a PDF (floor plan, price list, brochure, other) to a hand-made listing",
  description: `Checked by its bytes; price lists, floor plans and brochures are confidential unless \`confidential\` says otherwise. ${GATED} ${ALLOWED}`,
  params: idParamsSchema,
  body: listingFileUploadSchema,
  bodyLimit: LISTING_FILE_MAX_BASE64 + 2048,
  form: true,
  response: { status: 201, description: "The stored file", schema: itemEnvelope(listingFileSchema) },
  errors: [403, 404, 409, 422],
  access: "staff",
});

export const crmListingFileChangeCall = defineCall({
  method: "patch",
  path: "/api/crm/project-files/{id}",
  tag: "crm",
  summary: "Rename a listing's file, or change its kind or whether it is confidential",
  description: `${GATED} ${ALLOWED}`,
  params: idParamsSchema,
  body: listingFileChangeSchema,
  form: true,
  response: { description: "The file after the change", schema: itemEnvelope(listingFileSchema) },
  errors: [403, 404, 409, 422],
  access: "staff",
});

export const crmListingFileDeleteCall = defineCall({
  method: "delete",
  path: "/api/crm/project-files/{id}",
  tag: "crm",
  summary: "Delete a listing's file",
  description: ALLOWED,
  params: idParamsSchema,
  response: { description: "Deleted", schema: itemEnvelope(z.object({ deleted: z.literal(true) })) },
  errors: [403, 404, 409],
  access: "staff",
});
