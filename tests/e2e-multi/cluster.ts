/**
 * The two-instance cluster of the e2e-multi project, as the tests see it: ports, the state the global
 * setup leaves in the environment (database, token, pids), and SQL on the cluster's database.
 */
import pg from "pg";

export const NGINX_PORT = Number(process.env.E2E_MULTI_PORT ?? 3610);
export const APP_PORTS = (process.env.E2E_MULTI_APP_PORTS ?? "3600,3601").split(",").map(Number) as [number, number];
export const nginxOrigin = `http://localhost:${NGINX_PORT}`;
export const appOrigins = APP_PORTS.map((port) => `http://localhost:${port}`) as [string, string];

/** Set by the global setup; the workers inherit it. */
export function clusterState() {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run through playwright.multi.config.ts`);
    return value;
  };
  return {
    databaseUrl: read("COSTA_MULTI_DATABASE_URL"),
    token: read("COSTA_MULTI_TOKEN"),
    appPids: read("COSTA_MULTI_APP_PIDS").split(",").map(Number),
    mailLog: read("COSTA_MULTI_MAIL_LOG"),
    /** A /16 of loopback addresses of this run: rate limits in the shared Redis never meet an earlier run's. */
    addressPrefix: read("COSTA_MULTI_ADDRESS_PREFIX"),
  };
}

export async function sql<Row = Record<string, unknown>>(statement: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: clusterState().databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The n-th visitor address of this run (127.a.b.c): nginx sees the connection come from it. */
export function visitorAddress(index: number): string {
  return `${clusterState().addressPrefix}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}
