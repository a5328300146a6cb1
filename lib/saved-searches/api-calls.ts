/** The saved-search calls of issue 14 (names fixed for partners' tools): contracts for the routes, the OpenAPI document and the fuzz test. */
import { z } from "zod";
import { defineCall } from "../api/call";
import { itemEnvelope, listEnvelope } from "../api/envelopes";
import { savedSearchCreateSchema, savedSearchIdSchema, savedSearchListQuerySchema, savedSearchSchema, savedSearchUpdateSchema, unsubscribeSchema } from "./schemas";

export const savedSearchesCall = defineCall({
  method: "get",
  path: "/api/saved-searches",
  tag: "accounts",
  summary: "The logged-in client's saved searches, newest first",
  query: savedSearchListQuerySchema,
  response: { description: "The searches, with links on the calling site", schema: listEnvelope(savedSearchSchema) },
  access: "client",
});

export const savedSearchCreateCall = defineCall({
  method: "post",
  path: "/api/saved-searches",
  tag: "accounts",
  summary: "Save a search (name, the filters of `POST /api/properties`, frequency)",
  description: "Alerts by e-mail when a project newly matches or its price drops; mails speak for the site it is saved on. At most 50 per client (then 409).",
  body: savedSearchCreateSchema,
  form: true,
  response: { status: 201, description: "The saved search", schema: itemEnvelope(savedSearchSchema) },
  errors: [404, 409],
  access: "client",
});

export const savedSearchUpdateCall = defineCall({
  method: "patch",
  path: "/api/saved-searches/{id}",
  tag: "accounts",
  summary: "Rename a saved search, change its filters, or pause and resume it (frequency)",
  params: savedSearchIdSchema,
  body: savedSearchUpdateSchema,
  form: true,
  response: { description: "The saved search", schema: itemEnvelope(savedSearchSchema) },
  errors: [404],
  access: "client",
});

export const savedSearchDeleteCall = defineCall({
  method: "delete",
  path: "/api/saved-searches/{id}",
  tag: "accounts",
  summary: "Delete a saved search",
  params: savedSearchIdSchema,
  response: { description: "Deleted", schema: itemEnvelope(z.object({ deleted: z.literal(true) })) },
  errors: [404],
  access: "client",
});

export const savedSearchUnsubscribeCall = defineCall({
  method: "post",
  path: "/api/saved-searches/unsubscribe",
  tag: "accounts",
  summary: "One-click unsubscribe (RFC 8058) from a saved search's alert mails, with the token of the mail's link",
  description: "No login: the token is the authority. The mail's `List-Unsubscribe` header names this URL with `?token=`; mail clients POST `List-Unsubscribe=One-Click` to it. The search is paused, not deleted.",
  query: unsubscribeSchema,
  response: { description: "Unsubscribed (also when it already was)", schema: itemEnvelope(z.object({ unsubscribed: z.literal(true) })) },
  errors: [404],
  rateLimit: { name: "saved-search-unsubscribe", points: 30, durationSeconds: 60 },
});
