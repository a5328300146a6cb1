import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { NavLink } from "@/components/ui/nav-link";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import type { ProjectCard as Card } from "@/lib/catalogue/card";
import { cardDataAttribute } from "./card-data";
import { PriceText } from "./price-text";
import { ProjectBadges, WasPrice } from "./project-badges";
import { CARD_WIDTHS, imageAtWidth, imageSources } from "@/lib/media/project-image-url";

export type ProjectCardLayout = "grid" | "row";

/** The photo's width on screen: a phone's whole column, at most about 440 px in a grid of two or more, 176 px in a row. */
const CARD_IMAGE_SIZES: Record<ProjectCardLayout, string> = { grid: "(min-width: 640px) 440px, 100vw", row: "176px" };

type ProjectCardProps = {
  project: Card;
  priority?: boolean;
  /** "row": image beside the text (the list next to the map). */
  layout?: ProjectCardLayout;
  /** A control over the card (e.g. the compare toggle): top right on the image, or under the text in a row. Give it `relative z-10`, the card link covers the card. */
  action?: ReactNode;
};

/** A project in a grid or list: image, name, place, price box, the key ranges and the favorite heart. */
export function ProjectCard({ project, priority = false, layout = "grid", action }: ProjectCardProps) {
  const t = useTranslations("listing");
  const format = useCatalogueFormat();
  const price = format.priceLabel({ from: project.price_from, to: project.price_to, onRequest: project.price_on_request, vat: project.vat });
  const bedrooms = format.countRange(project.bedrooms_min, project.bedrooms_max);
  const bathrooms = format.countRange(project.bathrooms_min, project.bathrooms_max);
  const area = format.areaRange(project.area_min, project.area_max);
  const perSquareMetre = format.pricePerM2(project.price_m2_from);
  const row = layout === "row";
  return (
    <article
      // What the card's heart and compare toggle report beyond its markup (card-data.ts reads both).
      data-project={cardDataAttribute(project)}
      // Grid by default; the row's sizes are `project-card-row` rules in app/globals.css.
      className={cx("group project-card", row && "project-card-row")}
    >
      <div className="project-card-media">
        {project.image && (
          // A photo at the card's width (600 px, or 800 on a phone and a sharp screen; a drawing scales), both stored
          // as served: nothing for the image optimiser to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={imageAtWidth(project.image, 600)}
            {...imageSources(project.image, CARD_WIDTHS, CARD_IMAGE_SIZES[layout])}
            alt=""
            width={600}
            height={400}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="project-card-image"
          />
        )}
        {/* Sold out says more than the build status: nothing is left to buy. */}
        <div className="project-card-tags">
          <span
            data-testid={project.sold_out ? "sold-out" : undefined}
            className={cx("tag", project.sold_out ? "bg-slate-900 text-white" : "project-card-status", row ? "tag-sm" : "tag-md")}
          >
            {project.sold_out ? t("soldOut") : format.statusLabel(project.status)}
          </span>
          <ProjectBadges project={project} size={row ? "sm" : "md"} />
        </div>
        {project.photos > 1 && (
          <span className="project-card-photos">
            <Icon name="camera" shared className="size-3.5" />
            {t("photos", { count: project.photos })}
          </span>
        )}
        {/* The heart sits on the photo in both layouts; the action joins it there in the grid. */}
        <div className="project-card-actions">
          {!row && action}
          <FavoriteButton project={project} inCard />
        </div>
      </div>
      <div className="project-card-body">
        <p className="project-card-kicker">
          {t("typeAndPlace", { type: format.typeLabel(project.type_id), place: format.place(project.town, project.region) })}
        </p>
        <h3 className="project-card-title">
          <NavLink href={project.url} className="card-link">
            {project.name}
          </NavLink>
        </h3>
        <p className="project-card-price">
          <PriceText label={price || t("priceUnknown")} />
          {project.price_was !== null && <WasPrice price={project.price_was} className="ml-2 text-sm font-normal" />}
        </p>
        {perSquareMetre && (
          <p className="project-card-m2" data-testid="price-per-m2">
            <span className="sr-only">{t("pricePerM2")} </span>
            {perSquareMetre}
          </p>
        )}
        <dl className="project-card-facts">
          {bedrooms && (
            <div>
              <dt>{t("bedrooms")}</dt>
              <dd>{bedrooms}</dd>
            </div>
          )}
          {bathrooms && (
            <div>
              <dt>{t("bathrooms")}</dt>
              <dd>{bathrooms}</dd>
            </div>
          )}
          {area && (
            <div>
              <dt className="sr-only">{t("area")}</dt>
              <dd>{area}</dd>
            </div>
          )}
        </dl>
        {action && row && <div className="relative z-10 mt-1 self-start">{action}</div>}
      </div>
    </article>
  );
}
