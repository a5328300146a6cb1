import { useFormatter, useTranslations } from "next-intl";
import { catalogueFormat, type CatalogueFormat } from "@/lib/catalogue/format";

/**
 * The catalogue's formatting helpers (prices, areas, dates, type and status labels) for the
 * current locale. Works in server components that are not async and in client components: the
 * browser gets the same formats, time zone and `catalogue` messages as the server.
 */
export function useCatalogueFormat(): CatalogueFormat {
  const format = useFormatter();
  const t = useTranslations("catalogue");
  return catalogueFormat(format, t);
}
