import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, rootMainFiles } from "../../scripts/lib/compile-hints";

let root: string;
const chunk = (name: string) => path.join(root, ".next", "static", "chunks", name);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(root, ".next", "static", "chunks"), { recursive: true });
  writeFileSync(
    path.join(root, ".next", "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/main.js", "static/chunks/react-dom.js", "static/chunks/gone.js", "static/css/app.css"] }),
  );
  writeFileSync(chunk("main.js"), "(globalThis.TURBOPACK=[]).push(1);");
  writeFileSync(chunk("react-dom.js"), "var a=1;");
  writeFileSync(chunk("page.js"), "var page=1;");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("compile hints for the framework chunks", () => {
  it("lists the JavaScript root main files of the build manifest", () => {
    expect(rootMainFiles(root)).toEqual(["static/chunks/main.js", "static/chunks/react-dom.js", "static/chunks/gone.js"]);
  });

  it("puts the hint on the first line of each root main file, and only there", () => {
    expect(addCompileHints(root)).toBe(2);
    expect(readFileSync(chunk("main.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK=[]).push(1);`);
    expect(readFileSync(chunk("react-dom.js"), "utf8")).toBe(`${COMPILE_HINT}var a=1;`);
    expect(readFileSync(chunk("page.js"), "utf8")).toBe("var page=1;");
  });

  it("is idempotent: a second run changes nothing", () => {
    addCompileHints(root);
    expect(addCompileHints(root)).toBe(0);
    expect(readFileSync(chunk("main.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("does nothing without a build", () => {
    rmSync(path.join(root, ".next", "build-manifest.json"));
    expect(rootMainFiles(root)).toEqual([]);
    expect(addCompileHints(root)).toBe(0);
  });
});
