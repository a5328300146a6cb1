import { useFormatter, useTranslations } from "next-intl";
import { NavLink } from "@/components/ui/nav-link";
import { contentPath } from "@/lib/content/paths";
import type { BlogSummary } from "@/lib/content/types";
import { sitePath, type Site } from "@/lib/site/site";

/** One post in the blog list: date, title (the whole card is its link) and summary. */
export function BlogCard({ site, post }: { site: Pick<Site, "basePath">; post: BlogSummary }) {
  const t = useTranslations("blog");
  const format = useFormatter();
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm focus-within:shadow-md hover:shadow-md">
      <p className="text-sm text-slate-600">
        <time dateTime={post.createdAt.toISOString()}>{format.dateTime(post.createdAt, { dateStyle: "long" })}</time>
      </p>
      <h2 className="mt-2 text-lg font-semibold text-heading">
        <NavLink href={sitePath(site, contentPath(post))} className="card-link">
          {post.title}
        </NavLink>
      </h2>
      {post.summary && <p className="mt-2 grow text-sm text-slate-700">{post.summary}</p>}
      <p aria-hidden="true" className="mt-4 text-sm font-semibold text-primary">
        {t("readMore")}
      </p>
    </article>
  );
}
