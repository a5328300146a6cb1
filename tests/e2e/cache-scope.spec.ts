/**
 * Each write refreshes the narrowest set of cached pages (lib/catalogue/cache.ts): a partner's change
 * the pages of that partner's site and no other site's; a project's change that project's pages and
 * the searches, while another project's page stays cached. Read from the answers' `x-nextjs-cache`.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";

const cached = /^(HIT|STALE)$/;

/** Two requests: the first may render the page, the second must come from the page cache. */
async function cachedVisit(request: APIRequestContext, path: string) {
  expect((await request.get(path)).status(), path).toBe(200);
  const second = await request.get(path);
  expect(second.status(), path).toBe(200);
  expect(second.headers()["x-nextjs-cache"], path).toMatch(cached);
  return second;
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { meta: { token: string } }).meta.token}` };
}

test.describe("cache revalidation by the narrowest tag", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const suffix = Date.now().toString(36);

  test("a partner's change refreshes that partner's pages; another partner's and the main brand's stay cached", async ({ request }) => {
    const headers = await adminHeaders(request);
    const ids: number[] = [];
    for (const slug of [`kust-een-${suffix}`, `kust-twee-${suffix}`]) {
      const created = await request.post("/api/crm/partners", { headers, data: { slug, name: `Kust ${slug}` } });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { data: { id: number } }).data.id);
    }
    const [edited, other] = [`kust-een-${suffix}`, `kust-twee-${suffix}`];
    // The pages a site caches: its search landing pages and project pages (the others carry a per-request nonce).
    const pages = async (slug: string) => {
      const search = await request.post("/api/properties", { data: { partner: slug, esGeo: { region: "costa-blanca" }, per_page: 1 } });
      const [card] = ((await search.json()) as { data: { url: string }[] }).data;
      return [`/${slug}/search/spanje/costa-blanca`, card!.url];
    };
    const [editedPages, otherPages, mainPages] = [await pages(edited), await pages(other), ["/search/spanje/costa-blanca"]];
    for (const path of [...editedPages, ...otherPages, ...mainPages]) await cachedVisit(request, path);

    const name = `Kust Herzien ${suffix}`;
    const changed = await request.patch(`/api/crm/partners/${ids[0]}`, { headers, data: { name } });
    expect(changed.status()).toBe(200);

    for (const path of [...otherPages, ...mainPages]) {
      const after = await request.get(path);
      expect(after.headers()["x-nextjs-cache"], path).toMatch(cached);
      expect(await after.text(), path).not.toContain(name);
    }
    for (const path of editedPages) {
      const after = await request.get(path);
      expect(after.headers()["x-nextjs-cache"] ?? "MISS", path).not.toMatch(cached);
      expect(await after.text(), path).toContain(name);
    }
  });

  test("a project's change refreshes its page and the searches; another project's page stays cached", async ({ request }) => {
    const search = await request.post("/api/properties", { data: { esGeo: { region: "costa-blanca" }, per_page: 3 } });
    expect(search.status()).toBe(200);
    // Not the first card, which other tests may read by its name meanwhile.
    const [, project, neighbour] = ((await search.json()) as { data: { id: number; name: string; url: string }[] }).data;
    const landing = "/search/spanje/costa-blanca";
    for (const path of [project!.url, neighbour!.url, landing]) await cachedVisit(request, path);

    const name = `Residencial Herzien ${suffix}`;
    const headers = await adminHeaders(request);
    const changed = await request.patch(`/api/crm/projects/${project!.id}`, { headers, data: { name } });
    expect(changed.status()).toBe(200);

    expect((await request.get(neighbour!.url)).headers()["x-nextjs-cache"]).toMatch(cached);
    for (const path of [project!.url, landing]) {
      const after = await request.get(path, { maxRedirects: 5 });
      expect(after.status(), path).toBe(200);
      expect(await after.text(), path).toContain(name);
    }
    expect((await request.patch(`/api/crm/projects/${project!.id}`, { headers, data: { name: project!.name } })).status()).toBe(200);
  });
});
