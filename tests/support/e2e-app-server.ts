/** The app as the end-to-end runs serve it: the production build on its own, freshly seeded PGlite directory. */
export function e2eAppServer(port: number, pgliteDir: string, env: Record<string, string> = {}) {
  return {
    command: "tsx scripts/start.mts --reset-db",
    url: `http://localhost:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: { PORT: String(port), PGLITE_DIR: pgliteDir, DATABASE_URL: "", NODE_ENV: "production", ...env },
  };
}
