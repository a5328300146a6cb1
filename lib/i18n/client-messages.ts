/**
 * The messages the browser needs: only what client components (`"use client"` and what they import)
 * translate. Everything else is rendered on the server, so sending all of `messages/nl.json` with
 * every page would only grow the HTML and its RSC payload. Pure and client-safe.
 *
 * A path is a namespace (`"search"`) or a dotted key inside one (`"project.gallery"`); the unit test
 * `client-messages.test.ts` fails when a client component uses a key that is not picked here.
 */
export const CLIENT_MESSAGES = [
  "errors", // app/error.tsx
  "feedback", // toaster
  "nav", // mobile menu
  "search", // filter form, sort, strip view
  "compare", // toggle, bar, store
  "map", // search map, project map, fallbacks
  "searchBox", // the search box with suggestions (header, home, search pages)
  "project.units", // units table and its filters
  "catalogue", // prices, areas, type labels (useCatalogueFormat in the units table, map markers, location map)
  // project gallery and its full-screen viewer
  "project.gallery",
  "project.galleryHint",
  "project.photo",
  "project.photoCounter",
  "project.photoAlt",
  "project.previousPhoto",
  "project.nextPhoto",
  "project.showPhoto",
  "project.openPhoto",
  "project.closeViewer",
  "project.noPhotos",
] as const;

/**
 * Messages only some pages' client islands translate: sent with those pages alone (`PageMessages` in
 * components/i18n), merged into the ones above, so the other pages do not carry them.
 */
export const PAGE_MESSAGES = {
  /** Log-in, registration, password and profile forms (with the profile's saved searches). */
  accountForms: ["account", "button", "savedSearch", "validation"],
  /** The favorites list, drawn in the browser from local storage or the account. */
  favorites: ["account", "listing", "favorites"],
  /** The project page's files and confidential information, shown to a logged-in client in the browser. */
  projectDocuments: ["project.files", "project.filesLoading", "project.confidential"],
  /** The request forms: contact, broker, and the project page's requests (loaded with the form). */
  leadForms: ["leads", "button", "validation"],
  /** The mortgage and purchase-cost calculator (project pages, home page), loaded as the section scrolls near. */
  calculator: ["calculator", "validation"],
  /** The partner CRM's forms (log-in, lead status and notes, reassignment, partners, staff users). */
  crm: ["crm", "button", "partnerContrast"],
} as const satisfies Record<string, readonly string[]>;

export type PageMessageSet = keyof typeof PAGE_MESSAGES;

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/** The subset of `messages` at `paths` (namespaces or dotted keys), keeping the nesting. Unknown paths are skipped. */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const keys = path.split(".");
    let value: unknown = messages;
    for (const key of keys) value = isTree(value) ? value[key] : undefined;
    if (value === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      if (!isTree(target[key])) target[key] = {};
      target = target[key] as Tree;
    }
    target[keys.at(-1)!] = value;
  }
  return picked;
}

/** `base` with `extra` laid over it, namespaces merged key by key (a page's messages over the layout's). */
export function mergeMessages(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
  }
  return merged;
}
