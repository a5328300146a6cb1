/**
 * Reply templates: placeholders filled per lead (any case, one pass, typos found), the schemas'
 * refusal of unknown ones, and the reply mail: escaped HTML, the text verbatim, Reply-To the agent.
 */
import { describe, expect, it } from "vitest";
import "@/lib/i18n/standalone";
import { fillPlaceholders, PLACEHOLDERS, unknownPlaceholders, type PlaceholderValues } from "@/lib/crm/replies/placeholders";
import { replySchema, templateCreateSchema } from "@/lib/crm/replies/schemas";
import { replyMail } from "@/lib/mail/templates/reply";
import { MAIN_SITE, partnerSite } from "../support/mail-sites";

const values: PlaceholderValues = {
  voornaam: "Zoë",
  naam: "Zoë <b>Bäcker</b>",
  project: "Mar & Sol",
  prijs: "vanaf € 250.000",
  prijslijst: "https://zuidkust.test/for-sale/7-mar-sol#bestanden",
  makelaar: "Lotte Mulder",
  telefoon: "+34 600 123 456",
};

describe("filling placeholders", () => {
  it("fills every placeholder, in any case, and leaves other braces alone", () => {
    const text = PLACEHOLDERS.map((name) => `{${name}}`).join("|");
    expect(fillPlaceholders(text, values)).toBe(PLACEHOLDERS.map((name) => values[name]).join("|"));
    expect(fillPlaceholders("Beste {Voornaam}, {VOORNAAM}", values)).toBe("Beste Zoë, Zoë");
    expect(fillPlaceholders("{klant} {} { voornaam } {{voornaam}}", values)).toBe("{klant} {} { voornaam } {Zoë}");
  });

  it("fills in one pass: a value that looks like a placeholder stays as it is", () => {
    expect(fillPlaceholders("Hallo {voornaam}", { ...values, voornaam: "{prijs}" })).toBe("Hallo {prijs}");
  });

  it("finds typos, each once", () => {
    expect(unknownPlaceholders("{voornam} {voornaam} {voornam} {Prijslijsten}")).toEqual(["{voornam}", "{Prijslijsten}"]);
    expect(unknownPlaceholders("Geen plaatshouders, {} en { naam }")).toEqual([]);
  });

  it("refuses a template or reply with an unknown placeholder, naming it in Dutch", () => {
    const template = templateCreateSchema.safeParse({ name: "Eerste", subject: "Over {projekt}", body: "Beste {voornaam}" });
    expect(template.success).toBe(false);
    expect(template.error!.issues).toEqual([expect.objectContaining({ path: ["subject"], message: "Onbekende plaatshouder: {projekt}" })]);
    expect(replySchema.safeParse({ subject: "Hallo", body: "{telefoon} {makelaar}" }).success).toBe(true);
    expect(replySchema.safeParse({ subject: "Twee\nregels", body: "x" }).success).toBe(false);
  });
});

describe("the reply mail", () => {
  const body = fillPlaceholders("Beste {naam},\n\n{project}: {prijs}.\nPrijslijst: {prijslijst}\n\n<script>alert(1)</script>", values);

  it("escapes the text in the HTML part and keeps it verbatim in the plain text", () => {
    const mail = replyMail(partnerSite(), { subject: fillPlaceholders("Over {project}", values), body, agentEmail: "agent@zuidkust.test" });
    expect(mail.subject).toBe("Over Mar & Sol");
    expect(mail.html).toContain("Beste Zoë &lt;b&gt;Bäcker&lt;/b&gt;,");
    expect(mail.html).toContain("Mar &amp; Sol: vanaf € 250.000.<br>\nPrijslijst: https://zuidkust.test/for-sale/7-mar-sol#bestanden");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.text).toContain("Beste Zoë <b>Bäcker</b>,\n\nMar & Sol: vanaf € 250.000.\nPrijslijst: https://zuidkust.test/for-sale/7-mar-sol#bestanden");
  });

  it("speaks for the partner, with Reply-To the agent who wrote it", () => {
    const mail = replyMail(partnerSite(), { subject: "Hallo", body: "Tekst", agentEmail: "agent@zuidkust.test" });
    expect(mail.fromName).toBe("Zuidkust Vastgoed");
    expect(mail.replyTo).toBe("agent@zuidkust.test");
    // The main brand's own leads: MAIL_FROM's name, and an unusable agent address falls back to the site's.
    const main = replyMail(MAIN_SITE, { subject: "Hallo", body: "Tekst", agentEmail: "geen adres" });
    expect(main.fromName).toBeNull();
    expect(main.replyTo).toBe(MAIN_SITE.contact.email);
  });
});
