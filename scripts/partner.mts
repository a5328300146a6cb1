/**
 * `npm run partner -- <command> [options]`: manage franchise partners and their CRM users.
 *   add     --slug S --name N [--domain D] [--primary #rrggbb] [--secondary #rrggbb] [--heading #rrggbb]
 *           [--email E] [--phone P] [--person NAME] [--role R] [--company C] [--address A] [--website URL]
 *           [--regions costa-del-sol,costa-blanca]
 *   update  --slug S and any of the options above (an empty value clears it), [--active true|false]
 *   list
 *   staff add --email E --name N --password P (--partner SLUG [--agent] | --admin)
 * Exit code 0 on success, 1 on a database error, 2 on bad input.
 */
import { parseArgs } from "node:util";
import { AppError } from "../lib/app-error";
import { connect } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { envOrExit } from "./lib/env-or-exit";
import { addPartner, listPartners, regionIdsFrom, updatePartner } from "../lib/partners/manage";
import { addStaffFromCli } from "./lib/staff-cli";

const TEXT_OPTIONS = ["slug", "name", "domain", "primary", "secondary", "heading", "email", "phone", "person", "role", "company", "address", "website", "active", "regions"] as const;
const STAFF_OPTIONS = ["partner", "password"] as const;
const CLEARABLE = new Set(["domain", "heading", "email", "phone", "person", "role", "company", "address", "website"]);

function usage(message: string): never {
  console.error(
    `${message}\nGebruik: npm run partner -- add|update|list --slug <slug> [--name <naam>] [--domain <domein>] [--primary #rrggbb] …\n` +
      "         npm run partner -- staff add --email <e-mail> --name <naam> --password <wachtwoord> (--partner <slug> [--agent] | --admin)",
  );
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { ...Object.fromEntries([...TEXT_OPTIONS, ...STAFF_OPTIONS].map((name) => [name, { type: "string" as const }])), admin: { type: "boolean" as const }, agent: { type: "boolean" as const } },
  });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const [command, subcommand] = parsed.positionals;
const staffCommand = command === "staff";
if (!command || !["add", "update", "list", "staff"].includes(command)) usage(`Onbekend commando: ${command ?? "(geen)"}`);
if (staffCommand && subcommand !== "add") usage(`Onbekend commando: staff ${subcommand ?? "(geen)"}`);

const input: Record<string, unknown> = {};
for (const [name, value] of Object.entries(parsed.values)) {
  if (typeof value !== "string" || staffCommand || (STAFF_OPTIONS as readonly string[]).includes(name)) continue;
  if (name === "active") {
    if (value !== "true" && value !== "false") usage("--active: true of false");
    input.active = value === "true";
  } else input[name] = value === "" && CLEARABLE.has(name) ? null : value;
}

const config = envOrExit();

const handle = await connect({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
let exitCode = 0;
try {
  await migrateDatabase(handle);
  if (staffCommand) {
    const user = await addStaffFromCli(handle.db, parsed.values);
    console.log(`Toegevoegd: CRM-gebruiker ${user.email} (id ${user.id}, ${user.partnerSlug ? `partner ${user.partnerSlug}` : "beheerder"})`);
  } else if (command === "list") {
    for (const partner of await listPartners(handle.db)) {
      console.log(`${partner.id}\t${partner.slug}\t${partner.name}\t${partner.domain ?? "-"}\t${partner.primaryColor}/${partner.secondaryColor}/${partner.headingColor ?? "-"}\t${partner.active ? "actief" : "inactief"}`);
    }
  } else {
    if (typeof input.regions === "string") input.regions = await regionIdsFrom(handle.db, input.regions.split(",").map((name) => name.trim()).filter(Boolean));
    const partner = command === "add" ? await addPartner(handle.db, input, config.MAIN_HOSTS) : await updatePartner(handle.db, input, config.MAIN_HOSTS);
    console.log(`${command === "add" ? "Toegevoegd" : "Bijgewerkt"}: ${partner.slug} (id ${partner.id})`);
  }
} catch (error) {
  if (error instanceof AppError && error.fields) {
    const fields = Object.entries(error.fields).map(([field, messages]) => [field, messages.join(", ")]);
    console.error(`Ongeldige invoer:\n${fields.map(([field, message]) => `  --${field}: ${message}`).join("\n")}`);
    exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
