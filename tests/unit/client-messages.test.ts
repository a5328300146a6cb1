import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, mergeMessages, PAGE_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import messages from "@/messages/nl.json";

const root = path.join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const at = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** Every file that runs in the browser: `"use client"` modules and the local modules they import. */
function clientFiles(): string[] {
  const files = [...sourceFiles("app"), ...sourceFiles("components")];
  const client = new Set(files.filter((file) => /^["']use client["']/m.test(read(file))));
  const queue = [...client];
  while (queue.length) {
    const file = queue.pop()!;
    for (const [, spec] of read(file).matchAll(/from "((?:@\/|\.{1,2}\/)[^"]+)"/g)) {
      const base = spec!.startsWith("@/") ? spec!.slice(2) : path.join(path.dirname(file), spec!);
      const found = [".tsx", ".ts"].map((ext) => base + ext).find((candidate) => files.includes(candidate));
      if (found && !client.has(found)) {
        client.add(found);
        queue.push(found);
      }
    }
  }
  return [...client];
}

/** `useTranslations("ns")` bound to a name: the keys that name is called with, or the whole namespace when it is handed on. */
function usedKeys(source: string): string[] {
  return [...source.matchAll(/const (\w+) = useTranslations\("([\w.]+)"\)/g)].flatMap(([, name, namespace]) => {
    const keys = [...source.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup|\\.has)?\\(\\s*["\`]([\\w.]+)`, "g"))].map(([, key]) => `${namespace}.${key}`);
    // A translator passed to a helper (e.g. `catalogueFormat(format, t)`) may use any key of its namespace.
    return keys.length > 0 ? keys : [`${namespace}.*`];
  });
}

describe("client messages", () => {
  const picked = pickMessages(messages, CLIENT_MESSAGES);
  // What any page may send: the layout's messages and every page set (each island's page picks its set).
  const reachable = mergeMessages(picked, pickMessages(messages, Object.values(PAGE_MESSAGES).flat()));

  it("hold every key a client component translates", () => {
    const files = clientFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const key of usedKeys(read(file))) {
        if (key.endsWith(".*")) {
          const namespace = key.slice(0, -2);
          expect(at(reachable, namespace), `${file}: all of ${namespace}`).toEqual(at(messages, namespace));
          continue;
        }
        // A template key (`sort.${sort}`) is checked up to its static part.
        expect(at(reachable, key.replace(/\.$/, "")), `${file}: ${key}`).toBeDefined();
      }
    }
  });

  it("leave out what only the server renders, and what only some pages need", () => {
    expect(Object.keys(picked)).not.toContain("home");
    expect(at(picked, "project.listTitle")).toBeUndefined();
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length / 2);
  });

  it("merge a page's messages into the layout's, namespace by namespace", () => {
    const layout = { project: { gallery: "g" }, nav: { home: "h" } };
    expect(mergeMessages(layout, { project: { files: { none: "n" } }, account: { a: "a" } })).toEqual({
      project: { gallery: "g", files: { none: "n" } },
      nav: { home: "h" },
      account: { a: "a" },
    });
    for (const paths of Object.values(PAGE_MESSAGES)) for (const path of paths) expect(at(messages, path), path).toBeDefined();
  });

  it("pick namespaces and dotted keys, keeping the nesting", () => {
    const tree = { a: { b: "1", c: { d: "2" } }, e: "3" };
    expect(pickMessages(tree, ["a.c.d", "e", "missing.key"])).toEqual({ a: { c: { d: "2" } }, e: "3" });
    expect(pickMessages(tree, ["a"])).toEqual({ a: tree.a });
  });
});
