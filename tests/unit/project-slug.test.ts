import { describe, expect, it } from "vitest";
import { needsCanonicalRedirect, parseProjectSegment, projectSegment } from "@/lib/catalogue/project/slug";

describe("project path segment {id}-{slug}", () => {
  it("parses the id and the slug as given", () => {
    expect(parseProjectSegment("123-villas-mar-azul-marbella")).toEqual({ id: 123, slug: "villas-mar-azul-marbella" });
    expect(parseProjectSegment("7")).toEqual({ id: 7, slug: "" });
    expect(parseProjectSegment("7-")).toEqual({ id: 7, slug: "" });
    expect(parseProjectSegment("7-Wrong%20Slug")).toEqual({ id: 7, slug: "Wrong%20Slug" });
  });

  it("refuses anything without a valid leading id", () => {
    for (const raw of ["", "abc", "abc-1", "-1", "0", "0-x", "012-x", "1.5-x", " 1-x", "99999999999-x", "2147483648-x"]) {
      expect(parseProjectSegment(raw), raw).toBeNull();
    }
    expect(parseProjectSegment("2147483647-x")).toEqual({ id: 2147483647, slug: "x" });
  });

  it("redirects only when the visited segment is not exactly the canonical one", () => {
    const project = { id: 12, slug: "residencial-alma" };
    expect(projectSegment(project)).toBe("12-residencial-alma");
    expect(needsCanonicalRedirect({ id: 12, slug: "residencial-alma" }, project)).toBe(false);
    for (const slug of ["", "residencial", "Residencial-Alma", "residencial-alma-"]) expect(needsCanonicalRedirect({ id: 12, slug }, project), slug).toBe(true);
  });

});
