import type { ReactNode } from "react";

/**
 * The `[partner]` segment's own layout: nothing but its children. It exists so that `not-found.tsx`
 * beside it wraps the site layout in `(site)/`, which calls `notFound()` for an unknown partner.
 */
export default function PartnerSegmentLayout({ children }: { children: ReactNode }) {
  return children;
}
