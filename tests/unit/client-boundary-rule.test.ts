import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import nextTypescript from "eslint-config-next/typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import clientBoundary from "../../eslint-rules/client-boundary.mjs";

/** A small project on disk: the rule follows real files. */
const FILES: Record<string, string> = {
  "lib/db/client.ts": "export const db = {};",
  "lib/server.ts": 'import "server-only";\nexport const secret = 1;',
  "lib/pure.ts": "export const pure = 1;",
  "lib/uses-zod.ts": 'import { z } from "zod";\nexport const slug = z.string();',
  "lib/types-of-zod.ts": 'import type { z } from "zod";\nexport type Slug = z.infer<z.ZodString>;\nexport const plain = 1;',
  "lib/deep/a.ts": 'export { b } from "./b";',
  "lib/deep/b.ts": 'import { slug } from "../uses-zod";\nexport const b = slug;',
  "lib/cycle/one.ts": 'import { two } from "./two";\nexport const one = two;',
  "lib/cycle/two.ts": 'import { one } from "./one";\nimport { pure } from "@/lib/pure";\nexport const two = () => [one, pure];',
  "lib/folder/index.ts": 'export { db } from "../db/client";',
  "components/fine.tsx": [
    '"use client";',
    'import { pure } from "@/lib/pure";',
    'import type { secret } from "@/lib/server";',
    'import { type slug } from "@/lib/uses-zod";',
    'import { plain } from "@/lib/types-of-zod";',
    'import { one } from "@/lib/cycle/one";',
    "export const fine = [pure, plain, one];",
  ].join("\n"),
  "components/server-side.tsx": 'import { z } from "zod";\nimport { db } from "@/lib/db/client";\nexport const view = [z, db];',
  "components/zod.tsx": '"use client";\nimport { z } from "zod";\nexport const x = z;',
  "components/zod-subpath.tsx": '"use client";\nimport { z } from "zod/v4";\nexport const x = z;',
  "components/server-only.tsx": '"use client";\nimport "server-only";',
  "components/server-module.tsx": '"use client";\nimport { secret } from "../lib/server";\nexport const x = secret;',
  "components/database.tsx": '"use client";\nimport { db } from "@/lib/db/client";\nexport const x = db;',
  "components/folder-index.tsx": '"use client";\nimport { db } from "@/lib/folder";\nexport const x = db;',
  "components/transitive.tsx": '"use client";\nimport { b } from "@/lib/deep/a";\nexport const x = b;',
  "components/dynamic.tsx": '"use client";\nexport const load = () => import("@/lib/server");',
  "components/re-export.tsx": '"use client";\nexport { slug } from "@/lib/uses-zod";',
  // Forms may validate with the shared zod schemas (allowZodIn), but still never reach server code.
  "components/forms/login-form.tsx": '"use client";\nimport { b } from "@/lib/deep/a";\nexport const x = b;',
  "components/forms/server-form.tsx": '"use client";\nimport { secret } from "@/lib/server";\nexport const x = secret;',
};

let root: string;
let results: Map<string, Linter.LintMessage[]>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "client-boundary-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const parser = nextTypescript.find((entry) => entry.name === "typescript-eslint/base")?.languageOptions;
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: parser,
        plugins: { local: { rules: { "client-boundary": clientBoundary } } },
        rules: { "local/client-boundary": ["error", { root, allowZodIn: ["components/forms/"] }] },
      },
    ],
  });
  const linted = await eslint.lintFiles(["components/**/*.tsx"]);
  results = new Map(linted.map((result) => [path.relative(root, result.filePath).split(path.sep).join("/"), result.messages]));
}, 30_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const messages = (file: string) => (results.get(file) ?? []).map((message) => message.message);

describe("the client-boundary lint rule", () => {
  it("lets client components import client-safe modules, types of anything, and leaves server components alone", () => {
    expect(results.get("components/fine.tsx")).toEqual([]);
    expect(results.get("components/server-side.tsx")).toEqual([]);
  });

  it("reports zod and server-only imported directly", () => {
    expect(messages("components/zod.tsx")).toEqual(['"zod" brings "zod" into a client component.']);
    expect(messages("components/zod-subpath.tsx")).toEqual(['"zod/v4" brings "zod" into a client component.']);
    expect(messages("components/server-only.tsx")).toEqual(['"server-only" brings "server-only" into a client component.']);
  });

  it("reports a module that imports server-only, and anything under lib/db", () => {
    expect(messages("components/server-module.tsx")).toEqual(['"../lib/server" brings a module that imports "server-only" into a client component.']);
    expect(messages("components/database.tsx")).toEqual(['"@/lib/db/client" brings a module under lib/db/ into a client component.']);
    expect(messages("components/folder-index.tsx")).toEqual(['"@/lib/folder" brings a module under lib/db/ into a client component (via @/lib/folder → ../db/client).']);
  });

  it("follows local imports, re-exports and import() transitively", () => {
    expect(messages("components/transitive.tsx")).toEqual(['"@/lib/deep/a" brings "zod" into a client component (via @/lib/deep/a → ./b → ../uses-zod → zod).']);
    expect(messages("components/dynamic.tsx")).toEqual(['"@/lib/server" brings a module that imports "server-only" into a client component.']);
    expect(messages("components/re-export.tsx")).toEqual(['"@/lib/uses-zod" brings "zod" into a client component (via @/lib/uses-zod → zod).']);
  });

  it("lets the folders of allowZodIn bring zod, and nothing else of the server", () => {
    expect(results.get("components/forms/login-form.tsx")).toEqual([]);
    expect(messages("components/forms/server-form.tsx")).toEqual(['"@/lib/server" brings a module that imports "server-only" into a client component.']);
  });
});
