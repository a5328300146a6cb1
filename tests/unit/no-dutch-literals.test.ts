import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every text a person reads comes from messages/*.json (messages/README.md): none is written as a
 * Dutch literal under lib/. A heuristic: a string literal with a space and at least two distinct
 * Dutch words that English does not share. Comments are not read.
 */
const DUTCH = new Set(
  "de het een niet geen uw je jouw u wij ons onze van voor met op te om wordt worden zijn bij naar dit deze dat kies vul moet mag kunt kan ongeldig ongeldige onbekend onbekende bedankt verzoek probeer opnieuw gevonden hoogstens minstens maximaal minimaal tekens wachtwoord gegevens en ook nog wel dan tot uit maar heeft hebben zoekopdracht woning aanvraag bestand adres niets".split(" "),
);

/**
 * Files allowed to hold Dutch, each for a reason. Seed data is content (projects, blog posts, pages
 * the CRM edits later), not interface text.
 */
const ALLOWED: Array<[RegExp, string]> = [
  [/^lib\/db\/seed\//, "demo content the seed writes into the database (data, not interface text)"],
  [/^lib\/(env|db\/backup)\.ts$/, "operators' start-up and backup checks, printed to the console of whoever runs the server"],
];

const root = path.join(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** The string literals of one line of code ("", '', ``), or none for a comment line. */
function literals(line: string): string[] {
  const code = line.trim();
  if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return [];
  return [...code.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

export function isDutch(text: string): boolean {
  if (!/\s/.test(text)) return false;
  const words = new Set(text.toLowerCase().match(/[a-zà-ÿ]+/g) ?? []);
  return [...words].filter((word) => DUTCH.has(word)).length >= 2;
}

function dutchLines(file: string): string[] {
  return readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .flatMap((line, index) => (literals(line).some(isDutch) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : []));
}

describe("no Dutch literals under lib/", () => {
  it("recognises Dutch, not English", () => {
    expect(isDutch("Vul uw voornaam in")).toBe(true);
    expect(isDutch("Er ging iets mis aan onze kant. Probeer het later opnieuw.")).toBe(true);
    expect(isDutch("The units of a project")).toBe(false);
    expect(isDutch("validation.firstNameRequired")).toBe(false);
  });

  it("every text a person reads is a message", () => {
    const found = files("lib")
      .filter((file) => !ALLOWED.some(([pattern]) => pattern.test(file)))
      .flatMap(dutchLines);
    expect(found).toEqual([]);
  });
});
