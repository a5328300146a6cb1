/** The tile source the tiles run builds the app with (playwright.tiles.config.ts) and its spec serves. */
export const TILES_ATTRIBUTION = "© Testtegels van Costa Nieuwbouw";

/** The local tile server listens one port above the app. */
export const tilesPort = (appPort: number) => appPort + 1;
