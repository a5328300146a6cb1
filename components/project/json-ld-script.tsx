import { serializeJsonLd, type JsonLd } from "@/lib/catalogue/project/json-ld";

/** Structured data as `<script type="application/ld+json">`; `<` is escaped, so content cannot close the tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
