import { inspect } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { keepQueryParametersOutOfConsole, withoutQueryParameters } from "@/lib/log";

const client = new PGlite();
const db = drizzle(client);
afterAll(() => client.close());

/** A real failed query: the second insert of one e-mail address breaks the unique index. */
async function duplicateEmailError(email: string): Promise<Error> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS people (email text UNIQUE)`);
  await db.execute(sql`INSERT INTO people (email) VALUES (${email})`);
  try {
    await db.execute(sql`INSERT INTO people (email) VALUES (${email})`);
  } catch (error) {
    return error as Error;
  }
  throw new Error("the duplicate insert succeeded");
}

describe("failed queries in Next's error lines", () => {
  it("keeps the SQL and the database's code, not the parameters or the driver's detail", async () => {
    const error = await duplicateEmailError("jan.jansen@example.test");
    expect(inspect(error, { depth: 5 })).toContain("jan.jansen@example.test");

    const printed = inspect(withoutQueryParameters(error), { depth: 5 });
    expect(printed).not.toContain("jan.jansen@example.test");
    expect(printed).toContain("INSERT INTO people (email) VALUES ($1)");
    expect(printed).toContain("23505");
    expect(printed).toMatch(/\n {4}at /);
  });

  it("leaves every other value as it is", () => {
    const plain = new Error("Oops");
    expect(withoutQueryParameters(plain)).toBe(plain);
    expect(withoutQueryParameters("text")).toBe("text");
  });

  it("guards console.error once, whatever it printed to before", async () => {
    const error = await duplicateEmailError("piet@example.test");
    const original = console.error;
    const printed: string[] = [];
    console.error = (...args: unknown[]) => printed.push(args.map((arg) => inspect(arg, { depth: 5 })).join(" "));
    try {
      keepQueryParametersOutOfConsole();
      keepQueryParametersOutOfConsole();
      console.error(" ⨯", error);
    } finally {
      console.error = original;
    }
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("Failed query: INSERT INTO people");
    expect(printed[0]).not.toContain("piet@example.test");
  });
});
