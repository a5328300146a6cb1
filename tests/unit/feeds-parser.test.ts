import { describe, expect, it } from "vitest";
import { FeedFormatError, MAX_IMAGES, MAX_PROPERTY_ELEMENTS, MAX_RUN_CHARS, MAX_TEXT_CHARS, readKyeroProperties, type RawProperty } from "@/lib/feeds/parser";
import { chunked, FEED_HEAD, FEED_TAIL, feedXml, propertyXml, unitSpecs } from "../support/kyero-feed";

async function readAll(xml: string | Uint8Array[], chunkSize = 64): Promise<RawProperty[]> {
  const input = typeof xml === "string" ? chunked(xml, chunkSize) : xml;
  const out: RawProperty[] = [];
  for await (const property of readKyeroProperties(input)) out.push(property);
  return out;
}

describe("the Kyero v3 reader", () => {
  it("yields every property, however the bytes are split (multi-byte characters across chunks too)", async () => {
    const units = unitSpecs(5).map((unit) => ({ ...unit, descNl: "Één villa in Xàbia — €" }));
    const read = await readAll(feedXml(units), 7);
    expect(read).toHaveLength(5);
    const desc = read[0]!.node.children.find((node) => node.name === "desc")!;
    expect(desc.children.find((node) => node.name === "nl")!.text).toBe("Één villa in Xàbia — €");
  });

  it("refuses a DTD: an entity-expansion bomb fails cleanly without expanding", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE root [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><root><property><id>&c;</id></property></root>`;
    await expect(readAll(bomb)).rejects.toThrow(/DOCTYPE/);
    await expect(readAll(bomb)).rejects.toBeInstanceOf(FeedFormatError);
  });

  it("refuses undeclared entities, truncated XML, a wrong root, another version and another encoding", async () => {
    const xml = feedXml(unitSpecs(2));
    await expect(readAll(FEED_HEAD + "<property><id>&x;</id></property>" + FEED_TAIL)).rejects.toBeInstanceOf(FeedFormatError);
    await expect(readAll(xml.slice(0, xml.length - 40))).rejects.toThrow(/onvolledig|geldige XML/);
    await expect(readAll("<feed><property/></feed>")).rejects.toThrow(/<root>/);
    await expect(readAll(xml.replace("<feed_version>3<", "<feed_version>2<"))).rejects.toThrow(/andere feedversie/);
    await expect(readAll(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'))).rejects.toThrow(/andere tekenset dan UTF-8/);
    await expect(readAll([Buffer.from(FEED_HEAD + "<property><town>M"), Buffer.from([0xe1]), Buffer.from("laga</town></property>" + FEED_TAIL)])).rejects.toThrow(/UTF-8/);
    await expect(readAll("")).rejects.toBeInstanceOf(FeedFormatError);
  });

  it("says what is wrong in its own words, never quoting the file (a run report must not repeat another server's answer)", async () => {
    const xml = feedXml(unitSpecs(1));
    const cases: [string, RegExp][] = [
      ['<?xml version="1.0"?><redis-answer secret="geheim-1"/>', /geen Kyero-feed/],
      ['<?xml version="1.0" encoding="geheim-2"?><root/>', /andere tekenset/],
      [xml.replace("<feed_version>3<", "<feed_version>geheim-3<"), /andere feedversie/],
      ["-ERR wrong geheim-4 command\r\n", /geen geldige XML \(regel \d+\)/],
      [FEED_HEAD + "<property><id>1</id></geheim-5></property>" + FEED_TAIL, /geen geldige XML/],
      ["<root><kyero><geheim-6>", /onvolledig of beschadigd/],
    ];
    for (const [input, message] of cases) {
      const failure = await readAll(input).then(() => null, (error: unknown) => error);
      expect(failure, input).toBeInstanceOf(FeedFormatError);
      expect((failure as Error).message, input).toMatch(message);
      expect((failure as Error).message, input).not.toMatch(/geheim|redis|ERR/);
    }
  });

  it("keeps at most 50 images of a property and counts the rest", async () => {
    const [property] = await readAll(feedXml([{ ...unitSpecs(1)[0]!, images: 10_000 }]), 64 * 1024);
    expect(property!.imageCount).toBe(10_000);
    expect(property!.node.children.find((node) => node.name === "images")!.children).toHaveLength(MAX_IMAGES);
  });

  it("marks a property with an oversize text instead of holding it", async () => {
    const long = "x".repeat(MAX_TEXT_CHARS + 10);
    const [property] = await readAll(FEED_HEAD + propertyXml({ ...unitSpecs(1)[0]!, descNl: long }) + FEED_TAIL, 64 * 1024);
    expect(property!.oversize).toMatch(/langer dan/);
    const nl = property!.node.children.find((node) => node.name === "desc")!.children.find((node) => node.name === "nl")!;
    expect(nl.text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
  });

  it("marks a property with too many elements, and refuses nesting deeper than a feed has", async () => {
    const features = "<features>" + "<feature>x</feature>".repeat(MAX_PROPERTY_ELEMENTS + 10) + "</features>";
    const [property] = await readAll(FEED_HEAD + propertyXml({ ...unitSpecs(1)[0]!, extra: features }) + FEED_TAIL, 64 * 1024);
    expect(property!.oversize).toMatch(/meer dan 2000 elementen/);
    const deep = "<a>".repeat(20) + "</a>".repeat(20);
    await expect(readAll(FEED_HEAD + `<property>${deep}</property>` + FEED_TAIL)).rejects.toThrow(/te diep/);
  });

  it("stops at a text of megabytes without markup instead of buffering it", async () => {
    const chunks = [Buffer.from(FEED_HEAD + "<property><desc><nl>"), ...Array.from({ length: MAX_RUN_CHARS / 65_536 + 2 }, () => Buffer.alloc(65_536, "x"))];
    await expect(readAll(chunks)).rejects.toThrow(/zonder één element/);
  });
});
