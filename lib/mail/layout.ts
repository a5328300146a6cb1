import "server-only";
/**
 * `renderMail`: the one layout of every mail, in the site's name, colours and contact details, as an
 * escaped HTML part and a plain-text part. Templates (templates/) decide the words.
 */
import { isMailAddress, safeLink } from "./address";
import { contactLines } from "./contact";
import type { MailLayoutInput, RenderedMail } from "./content";
import { renderHtml } from "./layout-html";
import { renderText } from "./layout-text";

/** One line: a header never carries a line break (header injection) or runs of spaces. */
function oneLine(value: string): string {
  return value.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
}

export function renderMail(input: MailLayoutInput): RenderedMail {
  if (input.action && safeLink(input.action.url) === null) {
    throw new Error("a mail's action needs an absolute http(s) URL");
  }
  for (const link of [...(input.items ?? []), ...(input.footLink ? [input.footLink] : [])]) {
    if (safeLink(link.url) === null) throw new Error("a mail's links need absolute http(s) URLs");
  }
  const normalised: MailLayoutInput = { ...input, subject: oneLine(input.subject), heading: oneLine(input.heading) };
  const contact = contactLines(input.site);
  return {
    subject: normalised.subject,
    text: renderText(normalised, contact),
    html: renderHtml(normalised, contact),
    fromName: input.site.kind === "partner" ? oneLine(input.site.name) || null : null,
    replyTo: isMailAddress(input.site.contact.email) ? input.site.contact.email : null,
  };
}
