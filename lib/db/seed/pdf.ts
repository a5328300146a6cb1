/**
 * A minimal, valid one-page PDF (A4, standard Type1 fonts, WinAnsi text) built by hand, so demo
 * files need no PDF library. Offsets in the xref table are exact: viewers open it without repair.
 */

export interface PdfPage {
  title: string;
  subtitle?: string;
  lines: string[];
  /** Lines in Courier, so padded columns line up (price lists). */
  monospace?: boolean;
  /** Extra content-stream operators drawn below the text (e.g. a floor plan), in PDF units. */
  drawing?: string;
}

// WinAnsi has these outside Latin-1; everything else outside Latin-1 becomes "?".
const WIN_ANSI: Record<string, number> = { "€": 0x80, "‚": 0x82, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97 };

/** A PDF literal string in WinAnsi bytes (held as a Latin-1 JS string). */
export function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = WIN_ANSI[char] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 63);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += "\\";
    out += String.fromCharCode(byte);
  }
  return `${out})`;
}

function textBlock(page: PdfPage): string {
  const ops = ["BT", "/F2 18 Tf", "50 790 Td", `${pdfString(page.title)} Tj`];
  if (page.subtitle) ops.push("/F1 11 Tf", "0 -20 Td", `${pdfString(page.subtitle)} Tj`);
  ops.push(page.monospace ? "/F3 9 Tf" : "/F1 10 Tf", "14 TL", "0 -30 Td");
  for (const line of page.lines) ops.push(`${pdfString(line)} Tj T*`);
  ops.push("ET");
  return ops.join("\n");
}

export function buildPdf(page: PdfPage): Buffer {
  const content = page.drawing ? `${textBlock(page)}\n${page.drawing}` : textBlock(page);
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 7 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    font("Helvetica"),
    font("Helvetica-Bold"),
    font("Courier"),
    `<< /Title ${pdfString(page.title)} >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Every character is one byte (Latin-1), so string offsets are byte offsets.
  return Buffer.from(body, "latin1");
}

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
