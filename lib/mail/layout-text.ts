/** The plain-text part: the same words as the HTML part, the action as a bare link, a signature. */
import type { ContactLine } from "./contact";
import type { MailLayoutInput } from "./content";

export function renderText(input: MailLayoutInput, contact: readonly ContactLine[]): string {
  const blocks = [input.heading, ...input.paragraphs];
  if (input.details?.length) blocks.push(input.details.map((row) => `${row.label}: ${row.value}`).join("\n"));
  for (const item of input.items ?? []) blocks.push([item.title, ...item.lines, item.url].join("\n"));
  if (input.action) blocks.push(`${input.action.label}:\n${input.action.url}`);
  if (input.footnote) blocks.push(input.footnote);
  if (input.footLink) blocks.push(`${input.footLink.label}:\n${input.footLink.url}`);
  // "-- " (with the space) is the signature separator mail clients recognise.
  blocks.push(`-- \n${contact.map((line) => line.text).join("\n")}`);
  return blocks.map((block) => block.replace(/\r\n?/g, "\n").trim()).join("\n\n") + "\n";
}
