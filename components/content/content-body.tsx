import { parseContentBody } from "@/lib/content/blocks";

/** Renders a plain-text content body as headings, paragraphs and lists (escaped by React). */
export function ContentBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-700">
      {parseContentBody(body).map((block, index) => {
        if (block.type === "heading")
          return (
            <h2 key={index} className="pt-4 text-2xl font-semibold text-heading">
              {block.text}
            </h2>
          );
        if (block.type === "list")
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
