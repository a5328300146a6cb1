/**
 * The HTML part: one table-based column with inline styles (what mail clients render reliably), the
 * site's name on its primary colour, a stripe of its secondary colour, and a button in the primary
 * colour. Every value is escaped; colours are validated `#rrggbb`; text on a colour is black or white
 * by contrast, and a heading or link colour too light for white paper becomes dark grey.
 */
import { mailTexts as t } from "../i18n/standalone";
import { safeColors } from "../partners/colors";
import type { ContactLine } from "./contact";
import type { MailLayoutInput } from "./content";
import { readableOnWhite, textColorOn } from "../partners/contrast";
import { escapeHtml, escapeLines } from "./html";

const FONT = "Arial, Helvetica, sans-serif";
const MUTED = "#555555";

function paragraph(text: string, style = `font-size:16px;line-height:1.5;color:#222222`): string {
  return `<p style="margin:0 0 16px;${style}">${escapeLines(text)}</p>`;
}

function detailsTable(details: NonNullable<MailLayoutInput["details"]>): string {
  const rows = details
    .map(
      (row) =>
        `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-weight:bold;white-space:nowrap">${escapeHtml(row.label)}</td>` +
        `<td style="padding:6px 0;vertical-align:top">${escapeLines(row.value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:1.4;color:#222222">${rows}</table>`;
}

function contactHtml(lines: readonly ContactLine[], linkColor: string): string {
  return lines
    .map((line) =>
      line.href ? `<a href="${escapeHtml(line.href)}" style="color:${linkColor}">${escapeHtml(line.text)}</a>` : escapeHtml(line.text),
    )
    .join("<br>\n");
}

export function renderHtml(input: MailLayoutInput, contact: readonly ContactLine[]): string {
  const colors = safeColors(input.site.colors);
  const onPrimary = textColorOn(colors.primary);
  const headingColor = readableOnWhite(colors.heading_color ?? colors.primary);
  const linkColor = readableOnWhite(colors.primary);
  const { action } = input;

  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${headingColor}">${escapeHtml(input.heading)}</h1>`,
    ...input.paragraphs.map((text) => paragraph(text)),
    input.details?.length ? detailsTable(input.details) : "",
    ...(input.items ?? []).map(
      (item) =>
        `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#222222"><a href="${escapeHtml(item.url)}" style="color:${linkColor};font-weight:bold;font-size:16px">${escapeHtml(item.title)}</a>` +
        item.lines.map((line) => `<br>${escapeHtml(line)}`).join("") +
        `</p>`,
    ),
    action
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>` +
        `<td style="background:${colors.primary};border-radius:4px">` +
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:${onPrimary};text-decoration:none">${escapeHtml(action.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(t("buttonFallback"))}<br>` +
        `<a href="${escapeHtml(action.url)}" style="color:${linkColor};word-break:break-all">${escapeHtml(action.url)}</a></p>`
      : "",
    input.footnote ? paragraph(input.footnote, `font-size:14px;line-height:1.5;color:${MUTED}`) : "",
    input.footLink
      ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.5"><a href="${escapeHtml(input.footLink.url)}" style="color:${linkColor}">${escapeHtml(input.footLink.label)}</a></p>`
      : "",
  ].filter(Boolean);

  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;font-family:${FONT};color:#222222">
<tr><td style="background:${colors.primary};color:${onPrimary};padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(input.site.name)}</td></tr>
<tr><td style="background:${colors.secondary};height:4px;font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td style="padding:24px">
${body.join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:13px;line-height:1.5;color:${MUTED}">
${contactHtml(contact, linkColor)}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
