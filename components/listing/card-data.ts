/**
 * What a project card's heart and compare toggle report: the compare bar's entry and the tracking
 * item. A card's markup already shows the project's id (its heart's `data-favorite`), name and page
 * (its title link) and picture, so its `data-project` carries only the rest: a results page of 24
 * cards then writes those four once, not again in the attribute and once more in its RSC data
 * (about 9 KB less per results page). Outside a card (the project page's heart) `data-project` holds it all.
 * Client-safe.
 */
import type { ProjectCard } from "@/lib/catalogue/card";

/** The card's `data-project`: the facts its markup does not show. */
export function cardDataAttribute({ town, type_id, geoname, price_from, price_to }: ProjectCard): string {
  return JSON.stringify({ town, type_id, geoname, price_from, price_to });
}

/** The facts a card's markup shows; nothing when the holder is not a project card. */
function factsInCardMarkup(holder: HTMLElement): Record<string, unknown> {
  const link = holder.querySelector<HTMLAnchorElement>("a.card-link");
  const heart = holder.querySelector<HTMLElement>("[data-favorite]");
  if (!link || !heart) return {};
  const image = holder.querySelector("img.project-card-image")?.getAttribute("src") ?? null;
  return { id: Number(heart.dataset.favorite), name: link.textContent ?? "", url: link.getAttribute("href"), image };
}

/** The project a control reports (its card's, or its own `data-project` outside a card); null when missing or unreadable. */
export function projectDataOf(control: HTMLElement): unknown {
  const holder = control.closest<HTMLElement>("[data-project]");
  if (!holder) return null;
  try {
    const data = JSON.parse(holder.dataset.project ?? "null") as unknown;
    return data && typeof data === "object" ? { ...factsInCardMarkup(holder), ...data } : null;
  } catch {
    return null;
  }
}
