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
      const created = await request.post("/api/crm/partners", { headers, data: { slug, name: `Kust ${slug}`, phone: "+31 20 000 00 01" } });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { data: { id: number } }).data.id);
    }
    const [edited, other] = [`/kust-een-${suffix}`, `/kust-twee-${suffix}`];
    const pages = (site: string) => [`${site}/contact`, `${site}/uw-makelaar`, `${site}/search/spanje/costa-blanca`];
    for (const path of [...pages(edited), ...pages(other), "/contact"]) await cachedVisit(request, path);

    const changed = await request.patch(`/api/crm/partners/${ids[0]}`, { headers, data: { phone: "+31 20 555 12 34" } });
    expect(changed.status()).toBe(200);

    for (const path of [...pages(other), "/contact"]) {
      const after = await request.get(path);
      expect(after.headers()["x-nextjs-cache"], path).toMatch(cached);
    }
    for (const path of pages(edited)) {
      const after = await request.get(path);
      expect(after.headers()["x-nextjs-cache"], path).not.toMatch(cached);
      expect(await after.text(), path).toContain("+31 20 555 12 34");
    }
    expect(await (await request.get(`${other}/contact`)).text()).not.toContain("+31 20 555 12 34");
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
