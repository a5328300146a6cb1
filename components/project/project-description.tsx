import { Icon } from "@/components/ui/icons";

/** The Dutch description, one `<p>` per blank-line separated paragraph (plain text, rendered escaped). */
export function ProjectDescription({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
  return (
    <div className="max-w-prose space-y-4 leading-relaxed text-slate-700">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function AmenityList({ amenities }: { amenities: string[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {amenities.map((amenity) => (
        <li key={amenity} className="flex items-center gap-2 text-slate-700">
          <Icon name="checkCircle" className="size-5 shrink-0 text-primary" />
          {amenity}
        </li>
      ))}
    </ul>
  );
}
