import { Pagination as PageLinks } from "@/components/listing/pagination";
import { pageCount } from "@/lib/catalogue/pagination";

/** The search results' pager: the shared one (`components/listing/pagination.tsx`), counted from the total. */
export function Pagination({ page, total, perPage, href }: { page: number; total: number; perPage: number; href: (page: number) => string }) {
  return <PageLinks page={page} pageCount={pageCount(total, perPage)} href={href} className="mt-8" />;
}
