import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";
import { BLOG_PATH, contentPath } from "@/lib/content/paths";
import type { ContentSummary } from "@/lib/content/types";
import { sitePath, type Site } from "@/lib/site/site";

/** The latest blog posts, each to its page under `{site}/blog/{slug}`, and a link to all of them. */
export function HomeBlog({ site, posts }: { site: Pick<Site, "basePath">; posts: ContentSummary[] }) {
  const t = useTranslations("home.blog");
  if (posts.length === 0) return null;
  return (
    <section data-reveal="" aria-labelledby="blog-title" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="blog-title" className="text-3xl font-bold text-heading sm:text-4xl">
              {t("title")}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{t("intro")}</p>
          </div>
          <ButtonLink href={sitePath(site, BLOG_PATH)} variant="outline" size="sm">
            {t("all")}
          </ButtonLink>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                <h3 className="text-lg leading-snug font-semibold text-heading">
                  <NavLink href={sitePath(site, contentPath(post))} className="card-link">
                    {post.title}
                  </NavLink>
                </h3>
                {post.summary && <p className="mt-3 leading-relaxed text-slate-600">{post.summary}</p>}
                <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-primary">
                  {t("readMore")}
                  <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
