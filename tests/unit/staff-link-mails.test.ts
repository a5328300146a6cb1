/** The CRM's mailed links: an owner's invitation and a new password, Dutch, with the link in both parts. */
import { describe, expect, it } from "vitest";
import { staffInviteMail, staffResetMail } from "@/lib/mail/templates/staff-links";
import { MAIN_SITE } from "../support/mail-sites";

const LINK = "https://costanieuwbouw.nl/crm/uitnodiging/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

describe("staffInviteMail", () => {
  it("names the team, who invites and how long the link works; the names are escaped in HTML", () => {
    const mail = staffInviteMail(MAIN_SITE, { name: "Noor <de Vries>", partnerName: "Zuidkust Vastgoed", invitedBy: "Pieter", acceptUrl: LINK, validHours: 72 });
    expect(mail.subject).toBe("Uitnodiging voor het team van Zuidkust Vastgoed");
    expect(mail.text).toContain("Beste Noor <de Vries>,");
    expect(mail.text).toContain("Pieter nodigt je uit voor het CRM-team van Zuidkust Vastgoed.");
    expect(mail.text).toContain("De link is 72 uur geldig en werkt één keer.");
    expect(mail.text).toContain(`Uitnodiging aannemen:\n${LINK}`);
    expect(mail.html).toContain("Noor &lt;de Vries&gt;");
    expect(mail.html).not.toContain("<de Vries>");
    expect(mail.html).toContain(`href="${LINK}"`);
  });
});

describe("staffResetMail", () => {
  it("is Dutch, for the CRM, and says its validity in hours", () => {
    const mail = staffResetMail(MAIN_SITE, { name: "Daan", resetUrl: LINK, validHours: 24 });
    expect(mail.subject).toBe("Nieuw wachtwoord voor het CRM");
    expect(mail.text).toContain("Beste Daan,");
    expect(mail.text).toContain("De link is 24 uur geldig en werkt één keer.");
    expect(mail.text).toContain(LINK);
  });
});
