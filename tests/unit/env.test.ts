import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIN_HOSTS).toEqual(["localhost", "127.0.0.1"]);
    expect(env.AUTH_TRUST_HOST).toBe(true);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("Costa Nieuwbouw <noreply@costanieuwbouw.nl>");
    expect(env.MAIL_SEND_CONCURRENCY).toBe(8);
    expect(env.EXPENSIVE_WORK_LIMIT).toBe(1);
    expect(env.EXPENSIVE_WORK_QUEUE).toBe(6);
    expect(env.PGLITE_SHARED_BUFFERS).toBe("32MB");
  });

  it("takes PGlite's shared_buffers as a size and refuses anything else (it goes into the database's settings)", () => {
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: "128MB" }).PGLITE_SHARED_BUFFERS).toBe("128MB");
    for (const bad of ["128", "32mb", "1GB'; drop", "-1MB"]) expect(() => parseEnv({ PGLITE_SHARED_BUFFERS: bad })).toThrow(EnvError);
  });

  it("refuses a bound on expensive work below one slot", () => {
    expect(() => parseEnv({ EXPENSIVE_WORK_LIMIT: "0" })).toThrow(EnvError);
    expect(() => parseEnv({ EXPENSIVE_WORK_QUEUE: "-1" })).toThrow(EnvError);
  });

  it("accepts a sender with or without a display name", () => {
    expect(parseEnv({ MAIL_FROM: "noreply@example.nl" }).MAIL_FROM).toBe("noreply@example.nl");
    expect(parseEnv({ MAIL_FROM: "Costa Huis <post@costahuis.nl>" }).MAIL_FROM).toBe("Costa Huis <post@costahuis.nl>");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL and a list of main hosts", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/costa", MAIN_HOSTS: " Costa.NL , www.costa.nl " });
    expect(env.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/costa");
    expect(env.MAIN_HOSTS).toEqual(["costa.nl", "www.costa.nl"]);
  });

  it.each([
    ["DATABASE_URL", "mysql://root@localhost/costa"],
    ["PORT", "99999"],
    ["PORT", "abc"],
    ["SMTP_URL", "not a url"],
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_FROM", "Costa Nieuwbouw"],
    ["MAIL_FROM", "a@example.nl, b@example.nl"],
    ["LOG_LEVEL", "loud"],
    ["MAIL_SEND_CONCURRENCY", "0"],
    ["MAIL_SEND_CONCURRENCY", "51"],
    ["MAIL_SEND_CONCURRENCY", "four"],
    ["MAP_TILES_URL", "https://tiles.example.nl/tile.png"],
    ["MAP_TILES_URL", "/tegels/{z}/{x}/{y}.png"],
    ["MAP_TILES_URL", "javascript:alert(1)/{z}/{x}/{y}"],
  ])("names the variable when %s=%s is invalid", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("takes a tile source with its credit, and refuses one without", () => {
    const tiles = { MAP_TILES_URL: "https://{s}.tiles.example.nl/{z}/{x}/{y}.png", MAP_TILES_ATTRIBUTION: "© OpenStreetMap-bijdragers" };
    expect(parseEnv(tiles)).toMatchObject(tiles);
    expect(() => parseEnv({ MAP_TILES_URL: tiles.MAP_TILES_URL })).toThrow(/MAP_TILES_ATTRIBUTION/);
  });
});
