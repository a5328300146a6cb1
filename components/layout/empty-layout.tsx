import type { ReactNode } from "react";

/** No header or footer: only the page (e.g. print views, embedded widgets). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-dvh outline-none">
      {children}
    </main>
  );
}
