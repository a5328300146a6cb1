import { describe, expect, it } from "vitest";
import { cachedCatalogueRead, partnerCatalogueTag, revalidateCatalogue, revalidatePartner, revalidatePartnerList, revalidateProject, tagPartnerPages } from "@/lib/catalogue/cache";

describe("cachedCatalogueRead outside a Next.js server", () => {
  it("runs the read itself, with its arguments, every time", async () => {
    let calls = 0;
    const read = cachedCatalogueRead(async (a: number, b: { c: string }) => {
      calls++;
      return `${a}-${b.c}`;
    }, ["test-read"]);
    expect(await read(1, { c: "x" })).toBe("1-x");
    expect(await read(1, { c: "x" })).toBe("1-x");
    expect(calls).toBe(2);
  });

  it("passes errors of the read through", async () => {
    const read = cachedCatalogueRead(async () => {
      throw new Error("database down");
    }, ["failing-read"]);
    await expect(read()).rejects.toThrow("database down");
  });

  it("has nothing to revalidate, and names partner tags", () => {
    expect(() => revalidateCatalogue()).not.toThrow();
    expect(() => revalidateCatalogue({ partnerId: 3 })).not.toThrow();
    expect(() => revalidateProject(12)).not.toThrow();
    expect(() => revalidatePartner(3)).not.toThrow();
    expect(() => revalidatePartnerList()).not.toThrow();
    expect(partnerCatalogueTag(3)).toBe("catalogue:partner:3");
  });

  it("tags no page (there is none)", async () => {
    await expect(tagPartnerPages(3)).resolves.toBeUndefined();
  });
});
