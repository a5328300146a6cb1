import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  "server-only": path.join(root, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // One migrated and one seeded database per run; each file starts from a copy.
          globalSetup: ["tests/integration/helpers/prepared-databases.ts"],
          // `*.postgres.test.ts`: what needs a PostgreSQL server (several connections); collected only with DATABASE_URL.
          exclude: process.env.DATABASE_URL ? [] : ["tests/integration/**/*.postgres.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // PGlite is CPU-bound WASM: two cores, two workers.
          maxWorkers: 2,
          // Projects with different worker limits must run as separate groups.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
