/**
 * Every JSON endpoint against generated input (fast-check, at least 2,000 requests each): bodies
 * shaped after the call's schema with numbers at and beyond every column's limits, arbitrary JSON,
 * broken texts, other content types, unknown hosts. Never a 5xx; every error in the envelope; every
 * success in the shape the OpenAPI document promises. A drawn area on its own: simple outlines answer
 * only what lies inside, the rest (crossing, too few or many points, NaN) is refused.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as catalogueRevalidate from "@/app/api/catalogue/revalidate/route";
import * as client from "@/app/api/client/route";
import * as clientData from "@/app/api/client/data/route";
import * as clientDelete from "@/app/api/client-delete/route";
import * as clientLogin from "@/app/api/client-login/route";
import * as clientForgot from "@/app/api/client-forgot-password/route";
import * as clientLogout from "@/app/api/client-logout/route";
import * as clientRegister from "@/app/api/client-register/route";
import * as clientReset from "@/app/api/client-reset-password/route";
import * as favorites from "@/app/api/favorites/route";
import * as favoritesMerge from "@/app/api/favorites/merge/route";
import * as favoriteSubmit from "@/app/api/favoritesubmit/route";
import * as profileSubmit from "@/app/api/profilesubmit/route";
import * as projectCards from "@/app/api/project/cards/route";
import * as confidential from "@/app/api/project/confidential/route";
import * as crmDashboard from "@/app/api/crm/dashboard/route";
import * as crmFigures from "@/app/api/crm/figures/route";
import * as crmFiguresExport from "@/app/api/crm/figures/export/route";
import * as crmLead from "@/app/api/crm/leads/[id]/route";
import * as crmReassign from "@/app/api/crm/leads/[id]/reassign/route";
import * as crmExport from "@/app/api/crm/leads/export/route";
import * as crmFeedImport from "@/app/api/crm/feeds/import/route";
import * as crmFeedSource from "@/app/api/crm/feeds/sources/[id]/route";
import * as crmFeedSourceRun from "@/app/api/crm/feeds/sources/[id]/run/route";
import * as crmFeedSourceRuns from "@/app/api/crm/feeds/sources/[id]/runs/route";
import * as crmFeedSources from "@/app/api/crm/feeds/sources/route";
import * as crmLeads from "@/app/api/crm/leads/route";
import * as crmViewings from "@/app/api/crm/viewings/route";
import * as crmViewing from "@/app/api/crm/viewings/[id]/route";
import * as crmCalendarFeed from "@/app/api/crm/calendar-feed/route";
import * as crmLogin from "@/app/api/crm/login/route";
import * as crmLeadAssign from "@/app/api/crm/leads/[id]/assign/route";
import * as crmLeadTasks from "@/app/api/crm/leads/[id]/tasks/route";
import * as crmBulkAssign from "@/app/api/crm/leads/bulk-assign/route";
import * as crmBulkStatus from "@/app/api/crm/leads/bulk-status/route";
import * as crmTask from "@/app/api/crm/tasks/[id]/route";
import * as crmToday from "@/app/api/crm/today/route";
import * as crmAssignSettings from "@/app/api/crm/assign-settings/route";
import * as crmLogout from "@/app/api/crm/logout/route";
import * as crmPartner from "@/app/api/crm/partners/[id]/route";
import * as crmPartnerLogo from "@/app/api/crm/partners/[id]/logo/route";
import * as crmPartners from "@/app/api/crm/partners/route";
import * as crmPartnerAudit from "@/app/api/crm/partners/[id]/audit/route";
import * as crmPartnerDomain from "@/app/api/crm/partners/[id]/domain/route";
import * as myPartner from "@/app/api/crm/my-partner/route";
import * as myPartnerAudit from "@/app/api/crm/my-partner/audit/route";
import * as myPartnerDomain from "@/app/api/crm/my-partner/domain/route";
import * as myPartnerAboutPhoto from "@/app/api/crm/my-partner/about-photo/route";
import * as myPartnerLogo from "@/app/api/crm/my-partner/logo/route";
import * as crmProject from "@/app/api/crm/projects/[id]/route";
import * as crmProjectApproval from "@/app/api/crm/projects/[id]/approval/route";
import * as crmProjectMatches from "@/app/api/crm/projects/[id]/matches/route";
import * as crmProjectUnits from "@/app/api/crm/projects/[id]/units/route";
import * as crmProjectPhotos from "@/app/api/crm/projects/[id]/photos/route";
import * as crmProjectFiles from "@/app/api/crm/projects/[id]/files/route";
import * as crmProjectFile from "@/app/api/crm/project-files/[id]/route";
import * as crmListingSettings from "@/app/api/crm/listing-settings/route";
import * as crmProjects from "@/app/api/crm/projects/route";
import * as crmUnit from "@/app/api/crm/units/[id]/route";
import * as crmStaff from "@/app/api/crm/staff/route";
import * as crmStaffUser from "@/app/api/crm/staff/[id]/route";
import * as crmTeam from "@/app/api/crm/team/route";
import * as crmTeamMember from "@/app/api/crm/team/[id]/route";
import * as crmTeamPasswordMail from "@/app/api/crm/team/[id]/password-mail/route";
import * as crmProfile from "@/app/api/crm/profile/route";
import * as crmAcceptInvite from "@/app/api/crm/accept-invite/route";
import * as crmForgotPassword from "@/app/api/crm/forgot-password/route";
import * as crmResetPassword from "@/app/api/crm/reset-password/route";
import * as crmReplyTemplates from "@/app/api/crm/reply-templates/route";
import * as crmReplyTemplate from "@/app/api/crm/reply-templates/[id]/route";
import * as crmLeadReply from "@/app/api/crm/leads/[id]/reply/route";
import * as crmBulkReply from "@/app/api/crm/leads/bulk-reply/route";
import * as geoSearch from "@/app/api/geo-search/route";
import * as suggest from "@/app/api/suggest/route";
import * as geoUrl from "@/app/api/geo-url/route";
import * as health from "@/app/api/health/route";
import * as metricsRoute from "@/app/api/metrics/route";
import * as ready from "@/app/api/ready/route";
import * as databaseBackup from "@/app/api/operator/database-backup/route";
import * as openApi from "@/app/api/openapi.json/route";
import * as partnerData from "@/app/api/partner/get-data/route";
import * as download from "@/app/api/project/files/[id]/download/route";
import * as files from "@/app/api/project/files/route";
import * as units from "@/app/api/project/units/route";
import * as properties from "@/app/api/properties/route";
import * as property from "@/app/api/property/route";
import * as requests from "@/app/api/requests/route";
import * as savedSearches from "@/app/api/saved-searches/route";
import * as savedSearch from "@/app/api/saved-searches/[id]/route";
import * as savedSearchUnsubscribe from "@/app/api/saved-searches/unsubscribe/route";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { issueStaffToken } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { LEAD_KINDS } from "@/lib/leads/schemas";
import type { AnyApiCall } from "@/lib/api/call";
import { errorEnvelopeSchema } from "@/lib/api/errors";
import { openApiDocument } from "@/lib/api/openapi";
import { API_CALLS } from "@/lib/api/registry";
import { areaEdges, insideArea } from "@/lib/catalogue/search/polygon";
import { areaBodies } from "../support/areas";
import { bodyText, queryText, type JsonSchema } from "../support/fuzz-bodies";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Route = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response> | Response;

/** Each route file under app/api by its OpenAPI path, with the handler of each method. */
const ROUTES: Record<string, Partial<Record<"get" | "post" | "patch" | "delete", Route>>> = {
  "/api/health": { get: health.GET },
  "/api/ready": { get: ready.GET },
  "/api/metrics": { get: metricsRoute.GET },
  "/api/operator/database-backup": { post: databaseBackup.POST },
  "/api/openapi.json": { get: openApi.GET },
  "/api/catalogue/revalidate": { post: catalogueRevalidate.POST },
  "/api/partner/get-data": { post: partnerData.POST },
  "/api/properties": { post: properties.POST },
  "/api/geo-url": { post: geoUrl.POST },
  "/api/geo-search": { get: geoSearch.GET },
  "/api/suggest": { get: suggest.GET },
  "/api/property": { post: property.POST },
  "/api/project/units": { post: units.POST },
  "/api/project/files": { post: files.POST },
  "/api/project/files/{id}/download": { get: download.GET },
  "/api/project/cards": { post: projectCards.POST },
  "/api/project/confidential": { post: confidential.POST },
  "/api/client-login": { post: clientLogin.POST },
  "/api/client": { get: client.GET },
  "/api/client/data": { get: clientData.GET },
  "/api/client-delete": { post: clientDelete.POST },
  "/api/client-logout": { post: clientLogout.POST },
  "/api/client-register": { post: clientRegister.POST },
  "/api/client-forgot-password": { post: clientForgot.POST },
  "/api/client-reset-password": { post: clientReset.POST },
  "/api/profilesubmit": { post: profileSubmit.POST },
  "/api/favoritesubmit": { post: favoriteSubmit.POST },
  "/api/favorites": { get: favorites.GET },
  "/api/favorites/merge": { post: favoritesMerge.POST },
  "/api/requests": { post: requests.POST },
  "/api/saved-searches": { get: savedSearches.GET, post: savedSearches.POST },
  "/api/saved-searches/{id}": { patch: savedSearch.PATCH, delete: savedSearch.DELETE },
  "/api/saved-searches/unsubscribe": { post: savedSearchUnsubscribe.POST },
  "/api/crm/login": { post: crmLogin.POST },
  "/api/crm/logout": { post: crmLogout.POST },
  "/api/crm/leads": { get: crmLeads.GET },
  "/api/crm/leads/{id}": { get: crmLead.GET, patch: crmLead.PATCH },
  "/api/crm/leads/{id}/reassign": { post: crmReassign.POST },
  "/api/crm/leads/export": { get: crmExport.GET },
  "/api/crm/leads/{id}/assign": { post: crmLeadAssign.POST },
  "/api/crm/leads/bulk-assign": { post: crmBulkAssign.POST },
  "/api/crm/leads/bulk-status": { post: crmBulkStatus.POST },
  "/api/crm/leads/{id}/tasks": { get: crmLeadTasks.GET, post: crmLeadTasks.POST },
  "/api/crm/tasks/{id}": { patch: crmTask.PATCH },
  "/api/crm/today": { get: crmToday.GET },
  "/api/crm/assign-settings": { get: crmAssignSettings.GET, patch: crmAssignSettings.PATCH },
  "/api/crm/dashboard": { get: crmDashboard.GET },
  "/api/crm/figures": { get: crmFigures.GET },
  "/api/crm/figures/export": { get: crmFiguresExport.GET },
  "/api/crm/viewings": { get: crmViewings.GET, post: crmViewings.POST },
  "/api/crm/viewings/{id}": { patch: crmViewing.PATCH },
  "/api/crm/calendar-feed": { get: crmCalendarFeed.GET, post: crmCalendarFeed.POST, delete: crmCalendarFeed.DELETE },
  "/api/crm/partners": { get: crmPartners.GET, post: crmPartners.POST },
  "/api/crm/partners/{id}": { patch: crmPartner.PATCH },
  "/api/crm/partners/{id}/logo": { post: crmPartnerLogo.POST, delete: crmPartnerLogo.DELETE },
  "/api/crm/partners/{id}/audit": { get: crmPartnerAudit.GET },
  "/api/crm/partners/{id}/domain": { post: crmPartnerDomain.POST },
  "/api/crm/my-partner": { get: myPartner.GET, patch: myPartner.PATCH },
  "/api/crm/my-partner/logo": { post: myPartnerLogo.POST, delete: myPartnerLogo.DELETE },
  "/api/crm/my-partner/about-photo": { post: myPartnerAboutPhoto.POST, delete: myPartnerAboutPhoto.DELETE },
  "/api/crm/my-partner/audit": { get: myPartnerAudit.GET },
  "/api/crm/my-partner/domain": { get: myPartnerDomain.GET, post: myPartnerDomain.POST },
  "/api/crm/feeds/import": { post: crmFeedImport.POST },
  "/api/crm/projects": { get: crmProjects.GET, post: crmProjects.POST },
  "/api/crm/projects/{id}/units": { post: crmProjectUnits.POST },
  "/api/crm/projects/{id}/photos": { post: crmProjectPhotos.POST, patch: crmProjectPhotos.PATCH },
  "/api/crm/projects/{id}/files": { get: crmProjectFiles.GET, post: crmProjectFiles.POST },
  "/api/crm/project-files/{id}": { patch: crmProjectFile.PATCH, delete: crmProjectFile.DELETE },
  "/api/crm/projects/{id}/approval": { post: crmProjectApproval.POST },
  "/api/crm/projects/{id}/matches": { get: crmProjectMatches.GET, post: crmProjectMatches.POST },
  "/api/crm/listing-settings": { get: crmListingSettings.GET, patch: crmListingSettings.PATCH },
  "/api/crm/projects/{id}": { get: crmProject.GET, patch: crmProject.PATCH },
  "/api/crm/units/{id}": { patch: crmUnit.PATCH },
  "/api/crm/feeds/sources": { get: crmFeedSources.GET, post: crmFeedSources.POST },
  "/api/crm/feeds/sources/{id}": { patch: crmFeedSource.PATCH },
  "/api/crm/feeds/sources/{id}/runs": { get: crmFeedSourceRuns.GET },
  "/api/crm/feeds/sources/{id}/run": { post: crmFeedSourceRun.POST },
  "/api/crm/staff": { get: crmStaff.GET, post: crmStaff.POST },
  "/api/crm/staff/{id}": { patch: crmStaffUser.PATCH },
  "/api/crm/team": { get: crmTeam.GET, post: crmTeam.POST },
  "/api/crm/team/{id}": { patch: crmTeamMember.PATCH },
  "/api/crm/team/{id}/password-mail": { post: crmTeamPasswordMail.POST },
  "/api/crm/profile": { patch: crmProfile.PATCH },
  "/api/crm/accept-invite": { post: crmAcceptInvite.POST },
  "/api/crm/forgot-password": { post: crmForgotPassword.POST },
  "/api/crm/reset-password": { post: crmResetPassword.POST },
  "/api/crm/reply-templates": { get: crmReplyTemplates.GET, post: crmReplyTemplates.POST },
  "/api/crm/reply-templates/{id}": { patch: crmReplyTemplate.PATCH, delete: crmReplyTemplate.DELETE },
  "/api/crm/leads/{id}/reply": { post: crmLeadReply.POST },
  "/api/crm/leads/bulk-reply": { post: crmBulkReply.POST },
};

/** next-auth's own routes (form posts, fuzzed through the real server in tests/e2e/accounts-fuzz.spec.ts). */
const NEXT_AUTH_ROUTES = ["/api/auth/{...nextauth}"];

/**
 * Generated requests per call: 250 in every run (a new seed each time, so runs add up), 2,000 or more
 * with `npm run bench:fuzz` (FUZZ_RUNS) before a release or after a change to the handler wrapper.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
let requestNumber = 0;
const HOSTS = ["localhost:3000", "localhost:3000", "localhost:3000", "localhost:3000", "127.0.0.1", "partner-a.test", "partner-a.test", "demo", "evil.example", "partner-a.test."];
const CONTENT_TYPES = ["application/json", "application/json", "application/json", "application/json; charset=utf-8", "text/plain", ""];
/** Calls with a non-JSON body (an XML feed) are sent mostly their own types; calls with a required query get one. */
const contentTypesOf = (call: AnyApiCall) => (call.rawBody ? [...call.rawBody.mediaTypes, ...call.rawBody.mediaTypes, "application/json", ""] : CONTENT_TYPES);
const FIXED_QUERY: Record<string, string> = { "/api/crm/feeds/import": "?source=fuzz-feed" };

const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: { in: string; name: string; schema: JsonSchema }[] }>> };

/** A JSON Schema with `$ref`s to components replaced by the components themselves. */
function inline(schema: unknown): JsonSchema {
  const components = (openApiDocument() as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
  const walk = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, depth));
    if (!value || typeof value !== "object") return value;
    const ref = (value as { $ref?: string }).$ref;
    if (ref && depth < 5) return walk(components[ref.replace("#/components/schemas/", "")], depth + 1);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, depth)]));
  };
  return walk(schema, 0) as JsonSchema;
}

async function expectWellFormed(call: AnyApiCall, response: Response, input: string) {
  const context = `${call.method.toUpperCase()} ${call.path} ${input.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    expect(response.status, context).toBe(200);
    return;
  }
  const body = (await response.json()) as unknown;
  if (response.status >= 400) expect(errorEnvelopeSchema.safeParse(body).success, `${context} -> ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
  else if (call.response.schema) {
    const parsed = call.response.schema.safeParse(body);
    expect(parsed.success, `${context} -> ${parsed.error?.message.slice(0, 500)}`).toBe(true);
  }
}

/** Every lead the fuzzing stored is a request the form could have sent. */
async function expectNoStoredGarbage() {
  const stored = await (await db()).select().from(leads);
  for (const lead of stored) {
    expect(lead.firstName.trim().length).toBeGreaterThan(0);
    expect(lead.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(LEAD_KINDS).toContain(lead.kind);
    if (lead.kind === "viewing") expect(lead.preferredDate && lead.partOfDay).toBeTruthy();
  }
}

describe("fuzzing every JSON endpoint", () => {
  it("covers every route file under app/api and every call of the OpenAPI document", () => {
    const root = path.join(process.cwd(), "app/api");
    const routeFiles: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (entry === "route.ts") routeFiles.push("/api/" + path.relative(root, dir).replace(/\[([.\w]+)\]/g, "{$1}"));
      }
    };
    walk(root);
    expect([...Object.keys(ROUTES), ...NEXT_AUTH_ROUTES].sort()).toEqual(routeFiles.sort());
    expect(API_CALLS.map((call) => `${call.method} ${call.path}`).sort()).toEqual(Object.entries(ROUTES).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method} ${route}`)).sort());
  });

  for (const call of API_CALLS) {
    it(`${call.method.toUpperCase()} ${call.path}: ${RUNS} generated requests, no 5xx, every answer well-formed`, { timeout: 600_000 }, async () => {
      const handler = ROUTES[call.path]?.[call.method];
      expect(handler).toBeDefined();
      const operation = document.paths[call.path]![call.method]!;
      const host = fc.constantFrom(...HOSTS);
      // As a guest, the demo client, a partner's owner and agent, the admin, or with a made-up token
      // (tokens of this test's own: a fuzzed logout revokes only them).
      const [client, partnerStaff, agent, admin] = [await issueApiToken(1), await issueStaffToken(1), await issueStaffToken(5), await issueStaffToken(4)];
      const authorization = fc.constantFrom<Record<string, string>>(
        {},
        { authorization: `Bearer ${client.token}` },
        { authorization: `Bearer ${partnerStaff.token}` },
        { authorization: `Bearer ${agent.token}` },
        { authorization: `Bearer ${admin.token}` },
        { authorization: "Bearer not-a-real-token-0000000000000000" },
      );
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      const segment = fc.oneof(fc.integer({ min: -5, max: 5_000 }).map(String), fc.constantFrom("0", "01", "1", "2147483647", "2147483648", "99999999999", "1e3", "%FF", "abc", ""), fc.string({ maxLength: 12 }));

      if (call.method !== "get") {
        const jsonBody = operation.requestBody?.content["application/json"];
        const schema = jsonBody ? inline(jsonBody.schema) : undefined;
        await fc.assert(
          fc.asyncProperty(bodyText(schema), host, fc.constantFrom(...contentTypesOf(call)), authorization, fc.constantFrom<Record<string, string>>({}, { "idempotency-key": "fuzz-key-0001" }, { "idempotency-key": "x" }), segment, async (text, hostName, contentType, auth, idempotency, id) => {
            // A new client address each time, so the rate limits do not hide what validation does.
            const headers: Record<string, string> = { host: hostName, "x-costa-client-ip": `fuzz-${++requestNumber}`, ...auth, ...idempotency };
            if (contentType) headers["content-type"] = contentType;
            const params = pathParameters.length ? { params: Promise.resolve({ id }) } : undefined;
            const response = await handler!(new Request(`http://localhost${call.path.replace("{id}", encodeURIComponent(id))}${FIXED_QUERY[call.path] ?? ""}`, { method: call.method.toUpperCase(), headers, body: text }), params);
            await expectWellFormed(call, response, text);
          }),
          { numRuns: RUNS },
        );
        if (call.path === "/api/requests") await expectNoStoredGarbage();
        return;
      }

      const query: JsonSchema = { properties: Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema])) };
      await fc.assert(
        fc.asyncProperty(queryText(query), segment, host, authorization, async (search, id, hostName, auth) => {
          const url = `http://localhost${call.path.replace("{id}", encodeURIComponent(id))}${search ? `?${search}` : ""}`;
          const params = pathParameters.length ? { params: Promise.resolve({ id }) } : undefined;
          const response = await handler!(new Request(url, { headers: { host: hostName, "x-costa-client-ip": `fuzz-${++requestNumber}`, ...auth } }), params);
          await expectWellFormed(call, response, url);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe("fuzzing a drawn area in POST /api/properties", () => {
  it("searches a simple outline and lists only projects inside it; refuses crossing outlines, fewer than 3 or 10,000 points and NaN with a 400 (413 past the body limit)", { timeout: 600_000 }, async () => {
    let listed = 0;
    await fc.assert(
      fc.asyncProperty(areaBodies, async (body) => {
        const headers = { host: "localhost:3000", "content-type": "application/json", "x-costa-client-ip": `fuzz-${++requestNumber}` };
        const response = await properties.POST(new Request("http://localhost/api/properties", { method: "POST", headers, body: body.text }));
        const context = body.text.slice(0, 300);
        if (body.kind === "refused") {
          expect([400, 413], context).toContain(response.status);
          expect(errorEnvelopeSchema.safeParse(await response.json()).success, context).toBe(true);
          return;
        }
        expect(response.status, context).toBe(200);
        const { data } = (await response.json()) as { data: { lat: number; lng: number }[] };
        const edges = areaEdges(body.area);
        expect(data.every((card) => insideArea(card, edges)), context).toBe(true);
        listed += data.length;
      }),
      { numRuns: 500 },
    );
    // Outlines fell on the costas often enough to list projects, not only empty sea and inland.
    expect(listed).toBeGreaterThan(100);
  });
});
