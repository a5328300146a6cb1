/** Content page shapes, shared by server queries and components (client-safe). */
export type ContentKind = "page" | "blog" | "block";

export interface ContentPage {
  id: number;
  slug: string;
  partnerId: number | null;
  kind: ContentKind;
  title: string;
  summary: string | null;
  body: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type ContentSummary = Pick<ContentPage, "id" | "slug" | "title" | "summary" | "kind">;

/** A blog post in a list: what its card and the sitemap need. */
export type BlogSummary = ContentSummary & Pick<ContentPage, "createdAt" | "updatedAt">;
