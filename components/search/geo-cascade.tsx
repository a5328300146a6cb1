import { useTranslations } from "next-intl";
import { NavLink } from "@/components/ui/nav-link";
import { Icon } from "@/components/ui/icons";
import type { Facet, GeoFacets } from "@/lib/catalogue/search/facet-tally";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import type { ResolvedGeo } from "@/lib/catalogue/search/geo-match";

export type GeoHref = (esGeo: GeoSelection) => string;

function FacetLink({ facet, href, selected }: { facet: Facet; href: string; selected: boolean }) {
  const t = useTranslations("search");
  const row = "facet-row";
  const count = (
    <>
      {/* slate-600: readable on the selected row's tint too (slate-500 is not, 4.1:1) */}
      <span aria-hidden="true" className="facet-count">
        {facet.count}
      </span>
      <span className="sr-only">{t("facetCount", { count: facet.count })}</span>
    </>
  );
  if (selected) {
    return (
      <span aria-current="true" className={`${row} bg-primary/10 font-semibold text-primary`}>
        <span>{facet.name}</span>
        {count}
      </span>
    );
  }
  if (facet.count === 0) {
    return (
      <span className={`${row} text-slate-500`}>
        <span>{facet.name}</span>
        {count}
      </span>
    );
  }
  return (
    <NavLink href={href} scroll={false} className={`${row} facet-link`}>
      <span>{facet.name}</span>
      {count}
    </NavLink>
  );
}

function FacetGroup({ title, facets, selected, href }: { title: string; facets: Facet[]; selected: string | undefined; href: (facet: Facet) => string }) {
  if (facets.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul>
        {facets.map((facet) => (
          <li key={facet.slug}>
            <FacetLink facet={facet} href={href(facet)} selected={facet.slug === selected} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The place cascade, country > costa or province > town, as plain links with counts (crawlable,
 * and usable before any script runs). The chosen places show as chips that remove them.
 */
export function GeoCascade({ facets, geo, href }: { facets: GeoFacets; geo: ResolvedGeo | null; href: GeoHref }) {
  const t = useTranslations("search");
  const selection = geo?.selection ?? {};
  const country = selection.country ?? facets.countries[0]?.slug ?? "spanje";
  const area = selection.region ? { region: selection.region } : selection.province ? { province: selection.province } : {};
  const chips = [
    geo?.country && selection.country ? { name: geo.country.name, remove: {} } : null,
    geo?.region && selection.region ? { name: geo.region.name, remove: { country } } : null,
    geo?.province && selection.province ? { name: geo.province.name, remove: { country } } : null,
    geo?.town && selection.town ? { name: geo.town.name, remove: { country, ...area } } : null,
  ].filter((chip): chip is { name: string; remove: GeoSelection } => chip !== null);
  const areaName = geo?.region && selection.region ? geo.region.name : geo?.province?.name;

  return (
    <nav aria-labelledby="geo-cascade-title" className="flex flex-col gap-4">
      <h2 id="geo-cascade-title" className="text-sm font-semibold text-heading">
        {t("location")}
      </h2>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("chosenPlaces")}>
          {chips.map((chip) => (
            <li key={chip.name}>
              <NavLink
                href={href(chip.remove)}
                scroll={false}
                className="inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-on-primary hover:opacity-90"
                aria-label={t("removePlace", { place: chip.name })}
              >
                {chip.name}
                <Icon name="close" className="size-3.5" />
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <FacetGroup title={t("countries")} facets={facets.countries} selected={selection.country} href={(facet) => href({ country: facet.slug })} />
      <FacetGroup title={t("regions")} facets={facets.regions} selected={selection.region} href={(facet) => href({ country, region: facet.slug })} />
      <FacetGroup title={t("provinces")} facets={facets.provinces} selected={selection.province} href={(facet) => href({ country, province: facet.slug })} />
      {areaName && (
        <FacetGroup title={t("townsIn", { area: areaName, kind: selection.region ? "coast" : "province" })} facets={facets.towns} selected={selection.town} href={(facet) => href({ country, ...area, town: facet.slug })} />
      )}
    </nav>
  );
}
