/**
 * Content bodies are plain text: blank lines separate blocks, `## ` starts a heading, lines starting
 * with `- ` form a list. Parsed into blocks that React renders (and so escapes); no HTML is trusted.
 */
export type ContentBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] };

export function parseContentBody(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ type: "heading", text: line.slice(3).trim() });
      } else if (line.startsWith("- ")) {
        flush();
        const last = blocks.at(-1);
        if (last?.type === "list") last.items.push(line.slice(2).trim());
        else blocks.push({ type: "list", items: [line.slice(2).trim()] });
      } else paragraph.push(line);
    }
    flush();
  }
  return blocks;
}
