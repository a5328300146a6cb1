import { onServer } from "./database";

/** Playwright's global teardown: the e2e database goes again (the server has stopped by now). */
export default async function dropDatabase(): Promise<void> {
  await onServer(`drop database if exists "${process.env.COSTA_E2E_DATABASE}" with (force)`);
}
