/**
 * Streaming reader of Kyero v3 feeds (saxes): only the `<property>` being read is held in memory, so a
 * feed of tens of MB never becomes a document tree. A DTD is refused outright (no entity can expand),
 * every text and every property is size-capped, and a property keeps at most 50 images however many
 * it lists. Any XML error (truncated file, bad bytes, wrong root) is a `FeedFormatError`: the run fails
 * before anything is written. A failed run's message is our own words, never the file's text (its root
 * element, a declared encoding or version, the XML parser's message quoting it), so a run report cannot
 * repeat what some other server answered; a line number is all it points to.
 */
import { SaxesParser } from "saxes";
import { feedTexts } from "../i18n/standalone";

export const MAX_IMAGES = 50;
/** A description in several languages is long; anything beyond this is not a property's text. */
export const MAX_TEXT_CHARS = 32_000;
/** Elements in one property: the v3 fields with 50 images, features and descriptions fit easily. */
export const MAX_PROPERTY_ELEMENTS = 2_000;
const MAX_DEPTH = 8;
const MAX_FEED_BYTES = 256 * 1024 * 1024;
/**
 * saxes holds a text (or comment, CDATA) whole until the next markup: this many characters without a
 * tag means no feed we can use, and stopping there keeps memory bounded.
 */
export const MAX_RUN_CHARS = 4 * 1024 * 1024;

export class FeedFormatError extends Error {
  override name = "FeedFormatError";
}

/** One element of a property: its text, attributes and children (images beyond the cap are counted, not kept). */
export interface FeedNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: FeedNode[];
}

/** A property as read: its element tree plus what the reader had to leave out. */
export interface RawProperty {
  node: FeedNode;
  /** `<image>` elements listed (all of them, also those beyond the cap). */
  imageCount: number;
  /** Why the property cannot be used as read (too large); the validator reports it. */
  oversize?: string;
}

export interface FeedHeader {
  feedVersion: string | null;
}

type Chunks = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

function newNode(name: string, attributes: Record<string, string>): FeedNode {
  return { name, attributes, text: "", children: [] };
}

/**
 * Reads the feed and yields every `<property>` in document order. Throws `FeedFormatError` on the first
 * XML problem; the caller must consume everything before writing (a late error means the file is bad).
 */
export async function* readKyeroProperties(input: Chunks, header: FeedHeader = { feedVersion: null }): AsyncGenerator<RawProperty> {
  const parser = new SaxesParser({ position: true });
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const ready: RawProperty[] = [];
  const path: string[] = [];
  let stack: FeedNode[] = [];
  let current: RawProperty | null = null;
  let elements = 0;
  let kyeroText = "";
  let sawRoot = false;

  parser.on("xmldecl", (decl) => {
    // The bytes are decoded as UTF-8; a feed declaring another encoding would be read wrongly.
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) throw new FeedFormatError(feedTexts("encoding"));
  });
  parser.on("doctype", () => {
    throw new FeedFormatError(feedTexts("doctype"));
  });
  let lastTagAt = 0;
  parser.on("opentag", (tag) => {
    lastTagAt = parser.position;
    path.push(tag.name);
    if (path.length === 1) {
      if (tag.name !== "root") throw new FeedFormatError(feedTexts("notKyero"));
      sawRoot = true;
      return;
    }
    if (path.length > MAX_DEPTH + 2) throw new FeedFormatError(feedTexts("tooDeep"));
    if (path.length === 2 && tag.name === "property") {
      current = { node: newNode("property", {}), imageCount: 0 };
      stack = [current.node];
      elements = 0;
      return;
    }
    if (!current) return;
    const property: RawProperty = current;
    if (tag.name === "image" && path[path.length - 2] === "images") {
      property.imageCount++;
      if (property.imageCount > MAX_IMAGES) {
        stack.push(newNode("#skipped", {})); // read but not kept: memory stays bounded
        return;
      }
    }
    const parent = stack[stack.length - 1]!;
    if (parent.name === "#skipped" || ++elements > MAX_PROPERTY_ELEMENTS) {
      if (elements > MAX_PROPERTY_ELEMENTS) property.oversize = `meer dan ${MAX_PROPERTY_ELEMENTS} elementen`;
      stack.push(newNode("#skipped", {}));
      return;
    }
    const node = newNode(tag.name, tag.attributes as Record<string, string>);
    parent.children.push(node);
    stack.push(node);
  });
  const onText = (text: string) => {
    if (path.length === 3 && path[1] === "kyero" && path[2] === "feed_version") kyeroText += text.slice(0, 20);
    if (!current || stack.length === 0) return;
    const node = stack[stack.length - 1]!;
    if (node.name === "#skipped") return;
    if (node.text.length + text.length > MAX_TEXT_CHARS) {
      current.oversize = feedTexts("textTooLong", { element: node.name, max: MAX_TEXT_CHARS });
      return;
    }
    node.text += text;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    lastTagAt = parser.position;
    path.pop();
    if (path.length === 2 && tag.name === "feed_version") header.feedVersion = kyeroText.trim();
    if (!current) return;
    if (path.length === 1 && tag.name === "property") {
      ready.push(current);
      current = null;
      stack = [];
      return;
    }
    stack.pop();
  });

  let bytes = 0;
  const write = (text: string) => {
    try {
      parser.write(text);
    } catch (error) {
      if (error instanceof FeedFormatError) throw error;
      throw new FeedFormatError(feedTexts("notXml", { line: parser.line }));
    }
  };
  for await (const chunk of input) {
    let text: string;
    if (typeof chunk === "string") {
      bytes += chunk.length;
      text = chunk;
    } else {
      bytes += chunk.byteLength;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw new FeedFormatError(feedTexts("notUtf8"));
      }
    }
    if (bytes > MAX_FEED_BYTES) throw new FeedFormatError(feedTexts("tooLarge", { megabytes: MAX_FEED_BYTES / 1024 / 1024 }));
    write(text);
    if (parser.position - lastTagAt > MAX_RUN_CHARS) throw new FeedFormatError(feedTexts("textRun", { megabytes: MAX_RUN_CHARS / 1024 / 1024 }));
    while (ready.length > 0) yield ready.shift()!;
  }
  try {
    write(decoder.decode());
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    throw new FeedFormatError(feedTexts("notUtf8"));
  }
  try {
    parser.close();
  } catch {
    throw new FeedFormatError(feedTexts("incomplete"));
  }
  if (!sawRoot) throw new FeedFormatError(feedTexts("empty"));
  if (header.feedVersion !== null && header.feedVersion !== "3") throw new FeedFormatError(feedTexts("version"));
  while (ready.length > 0) yield ready.shift()!;
}

/** The text of a child element (trimmed), or undefined when absent or empty. */
export function childText(node: FeedNode, name: string): string | undefined {
  const text = node.children.find((child) => child.name === name)?.text.trim();
  return text === "" ? undefined : text;
}

export function child(node: FeedNode, name: string): FeedNode | undefined {
  return node.children.find((entry) => entry.name === name);
}
