import type { ReactNode } from "react";
import { ContentBody } from "@/components/content/content-body";
import { PageHeader } from "@/components/partner/page-header";
import { Container } from "@/components/ui/container";
import type { ContentPage } from "@/lib/content/types";

type Props = { page: Pick<ContentPage, "title" | "summary" | "body">; eyebrow?: string; aside?: ReactNode; before?: ReactNode; after?: ReactNode };

/** A content page: title band, the body (what comes before it, e.g. a trail, and after it, e.g. a form), and an optional aside (cards, calls to action). */
export function ContentView({ page, eyebrow, aside, before, after }: Props) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={page.title} intro={page.summary} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="max-w-3xl">
          {before}
          <ContentBody body={page.body} />
          {after && <div className="mt-10">{after}</div>}
        </article>
        {aside && <aside className="space-y-6">{aside}</aside>}
      </Container>
    </>
  );
}
