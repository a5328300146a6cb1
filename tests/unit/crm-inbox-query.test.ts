import { describe, expect, it } from "vitest";
import { exportQuery, givenQuery, inboxQuery, isCanonicalQuery, parseInboxQuery } from "@/lib/crm/inbox-query";
import { crmLoginPath, crmReturnTarget } from "@/lib/crm/paths";
import { median } from "@/lib/crm/stats";

describe("the inbox URL", () => {
  it("keeps the valid filters and drops a bad one without losing the rest", () => {
    const filters = parseInboxQuery({ q: " Jansen ", kind: "viewing", status: "gewonnen", project_id: "12", from: "2026-01-01", to: "2026-13-45", page: "0", sort: "name" }, false);
    expect(filters).toMatchObject({ q: "Jansen", kind: "viewing", project_id: 12, from: "2026-01-01", sort: "name", page: 1, per_page: 25 });
    expect(filters.status).toBeUndefined();
    expect(filters.to).toBeUndefined();
  });

  it("reads partner_id for an admin only", () => {
    expect(parseInboxQuery({ partner_id: "2" }, true).partner_id).toBe(2);
    expect(parseInboxQuery({ partner_id: "2" }, false).partner_id).toBeUndefined();
  });

  it("writes one canonical spelling: fixed order, no defaults, no empty fields", () => {
    const filters = parseInboxQuery({ status: "new", q: "eva jansen", kind: "", sort: "newest", page: "3" }, false);
    expect(inboxQuery(filters)).toBe("?q=eva+jansen&status=new&page=3");
    expect(exportQuery(filters)).toBe("?q=eva+jansen&status=new");
    expect(inboxQuery(parseInboxQuery({}, false))).toBe("");
  });

  it("knows when a URL needs the redirect to its canonical form", () => {
    expect(isCanonicalQuery({ status: "new", q: "eva" }, "?q=eva&status=new")).toBe(true);
    expect(isCanonicalQuery({ q: "eva", kind: "", status: "new" }, "?q=eva&status=new")).toBe(false);
    expect(isCanonicalQuery({ q: ["eva", "jan"] }, "?q=eva")).toBe(false);
    expect(givenQuery({ q: "eva", page: ["2"] })).toBe("?q=eva&page=2");
  });
});

describe("the CRM log-in's return path", () => {
  it("returns to CRM pages only, never to the log-in itself or another site", () => {
    expect(crmLoginPath("/crm/leads/7")).toBe("/crm/login?next=%2Fcrm%2Fleads%2F7");
    expect(crmLoginPath("/crm")).toBe("/crm/login");
    expect(crmReturnTarget("/crm/leads/7")).toBe("/crm/leads/7");
    expect(crmReturnTarget("/crm?status=new")).toBe("/crm?status=new");
    for (const bad of ["/crm/login", "/crm/login?next=/crm", "//evil.example/crm", "https://evil.example/crm", "/zuidkust", "/crmx", undefined, 7]) expect(crmReturnTarget(bad), String(bad)).toBe("/crm");
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("the inbox's assignee filter", () => {
  it("takes me, none or a colleague's id, and drops anything else", () => {
    expect(parseInboxQuery({ assigned: "me" }, false).assigned).toBe("me");
    expect(parseInboxQuery({ assigned: "none" }, false).assigned).toBe("none");
    expect(parseInboxQuery({ assigned: "8" }, false).assigned).toBe("8");
    for (const bad of ["0", "iemand", "99999999999", "-1"]) expect(parseInboxQuery({ assigned: bad }, false).assigned).toBeUndefined();
    expect(inboxQuery({ ...parseInboxQuery({ assigned: "none", kind: "viewing" }, false) })).toBe("?kind=viewing&assigned=none");
  });
});
