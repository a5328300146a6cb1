/** The e2e database on the DATABASE_URL server: its URL, and creating and dropping it. */
import pg from "pg";

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("the PostgreSQL end-to-end tests need DATABASE_URL (a server the tests may create databases on)");
  return url;
}

export function e2eDatabaseUrl(): string {
  const url = new URL(serverUrl());
  url.pathname = `/${process.env.COSTA_E2E_DATABASE}`;
  return url.toString();
}

export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
