import { describe, expect, it } from "vitest";
import { renderMail } from "@/lib/mail/layout";
import { resetPasswordMail } from "@/lib/mail/templates/reset-password";
import { safeColors } from "@/lib/partners/colors";
import { MAIN_SITE, partnerSite } from "../support/mail-sites";

const RESET_URL = "https://costanieuwbouw.nl/zuidkust/client-reset-password/abc123?x=1&y=2";

describe("renderMail", () => {
  it("escapes every value in the HTML part and keeps it verbatim in the text part", () => {
    const site = partnerSite({ name: `Bad <b>"Partner"</b> & Co` });
    const mail = renderMail({
      site,
      subject: "Vraag over <script>",
      heading: `Hallo <img src=x onerror="alert(1)">`,
      paragraphs: ["Regel 1 <i>\nRegel 2 & meer"],
      details: [{ label: "Bericht", value: `"quote" 'single' <tag>` }],
      action: { label: "Bekijk <nu>", url: RESET_URL },
    });
    expect(mail.html).not.toMatch(/<script>|<img|<i>|<tag>|<b>"Partner"/);
    expect(mail.html).toContain("Hallo &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("Regel 1 &lt;i&gt;<br>\nRegel 2 &amp; meer");
    expect(mail.html).toContain("&quot;quote&quot; &#39;single&#39; &lt;tag&gt;");
    expect(mail.html).toContain("Bad &lt;b&gt;&quot;Partner&quot;&lt;/b&gt; &amp; Co");
    expect(mail.html).toContain(`href="https://costanieuwbouw.nl/zuidkust/client-reset-password/abc123?x=1&amp;y=2"`);
    expect(mail.text).toContain(`Hallo <img src=x onerror="alert(1)">`);
    expect(mail.text).toContain("Bericht: \"quote\" 'single' <tag>");
    expect(mail.text).toContain(`Bekijk <nu>:\n${RESET_URL}`);
  });

  it("makes a plain-text part with the words, the link and the contact details", () => {
    const mail = renderMail({ site: partnerSite(), subject: "Onderwerp", heading: "Kop", paragraphs: ["Eén.", "Twee."], action: { label: "Ga", url: RESET_URL }, footnote: "Voetnoot." });
    expect(mail.text).toBe(
      [
        "Kop",
        "Eén.",
        "Twee.",
        `Ga:\n${RESET_URL}`,
        "Voetnoot.",
        "-- \nZuidkust Vastgoed\nZuidkust Vastgoed B.V.\nPieter van den Berg, Makelaar\nMarkt 1, 5211 JV 's-Hertogenbosch\nTelefoon: +31 73 612 3456\nE-mail: info@zuidkust.test\nhttps://zuidkust.test/",
      ].join("\n\n") + "\n",
    );
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("speaks in the partner's name and sends replies to the partner", () => {
    const mail = renderMail({ site: partnerSite(), subject: "S", heading: "H", paragraphs: [] });
    expect(mail.fromName).toBe("Zuidkust Vastgoed");
    expect(mail.replyTo).toBe("info@zuidkust.test");
    expect(mail.html).toContain(">Zuidkust Vastgoed</td>");
    expect(mail.html).toContain(`href="mailto:info@zuidkust.test"`);
    expect(mail.html).toContain(`href="tel:+31736123456"`);
  });

  it("leaves the main brand's mail to MAIL_FROM's name", () => {
    const mail = renderMail({ site: MAIN_SITE, subject: "S", heading: "H", paragraphs: [] });
    expect(mail.fromName).toBeNull();
    expect(mail.replyTo).toBe("info@costanieuwbouw.nl");
    expect(mail.html).toContain(">Costa Nieuwbouw</td>");
  });

  it("uses the site's colours, with black or white text by contrast", () => {
    const navy = renderMail({ site: MAIN_SITE, subject: "S", heading: "H", paragraphs: [], action: { label: "Knop", url: RESET_URL } });
    expect(navy.html).toContain("background:#13206a;color:#ffffff");
    expect(navy.html).toContain("background:#fffb00;height:4px");
    expect(navy.html).toMatch(/<a href="[^"]+" style="[^"]*color:#ffffff[^"]*">Knop<\/a>/);

    const yellow = partnerSite({ colors: safeColors({ primary: "#fffb00", secondary: "#13206a", heading_color: "#f5f5f5" }) });
    const light = renderMail({ site: yellow, subject: "S", heading: "H", paragraphs: [], action: { label: "Knop", url: RESET_URL } });
    expect(light.html).toContain("background:#fffb00;color:#000000");
    expect(light.html).toMatch(/<a href="[^"]+" style="[^"]*color:#000000[^"]*">Knop<\/a>/);
    // A heading or link colour too light for white paper falls back to dark grey.
    expect(light.html).toContain("color:#222222\">H</h1>");
    expect(light.html).not.toContain("#f5f5f5");
  });

  it("lets no colour other than #rrggbb into a style attribute", () => {
    const hostile = partnerSite({ colors: { primary: "red;background:url(https://evil)", secondary: "#fff", heading_color: "expression(1)" } });
    const mail = renderMail({ site: hostile, subject: "S", heading: "H", paragraphs: [] });
    expect(mail.html).not.toMatch(/evil|expression|red;/);
    expect(mail.html).toContain("background:#13206a");
  });

  it("refuses an action link that is not http(s), and keeps headers on one line", () => {
    expect(() => renderMail({ site: MAIN_SITE, subject: "S", heading: "H", paragraphs: [], action: { label: "x", url: "javascript:alert(1)" } })).toThrow();
    expect(() => renderMail({ site: MAIN_SITE, subject: "S", heading: "H", paragraphs: [], action: { label: "x", url: "/relative" } })).toThrow();
    expect(renderMail({ site: MAIN_SITE, subject: "Eén\r\nBcc: x@evil.test", heading: "H", paragraphs: [] }).subject).toBe("Eén Bcc: x@evil.test");
  });

  it("shows a website only when it is an http(s) link", () => {
    const site = partnerSite();
    const mail = renderMail({ site: { ...site, contact: { ...site.contact, website: "javascript:alert(1)", email: "not-an-address" } }, subject: "S", heading: "H", paragraphs: [] });
    expect(mail.html).not.toMatch(/javascript:|not-an-address/);
    expect(mail.replyTo).toBeNull();
  });
});

describe("resetPasswordMail", () => {
  it("is Dutch, names the site and the client, and carries the link in both parts", () => {
    const mail = resetPasswordMail(partnerSite(), { firstName: "Anna", resetUrl: RESET_URL, expiresInMinutes: 60 });
    expect(mail.subject).toBe("Nieuw wachtwoord instellen bij Zuidkust Vastgoed");
    expect(mail.text).toContain("Beste Anna,");
    expect(mail.text).toContain("je account bij Zuidkust Vastgoed");
    expect(mail.text).toContain("De link is 1 uur geldig en werkt één keer.");
    expect(mail.text).toContain(`Wachtwoord instellen:\n${RESET_URL}`);
    expect(mail.html).toContain("Wachtwoord instellen</a>");
    expect(mail.html).toContain(RESET_URL.replace("&", "&amp;"));
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.fromName).toBe("Zuidkust Vastgoed");
  });

  it("says minutes when the validity is not whole hours, and greets without a name", () => {
    const mail = resetPasswordMail(MAIN_SITE, { firstName: "  ", resetUrl: RESET_URL, expiresInMinutes: 30 });
    expect(mail.text).toContain("Beste klant,");
    expect(mail.text).toContain("De link is 30 minuten geldig");
  });
});
