/** West, south, east, north: the peninsula, the Balearics and a margin of Portugal, France and Africa. */
export const BASEMAP_FRAME: [west: number, south: number, east: number, north: number] = [-10.5, 34.5, 5.5, 44.5];
