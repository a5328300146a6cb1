/** Spain's mainland and islands (Balearics, Canaries, Ceuta and Melilla), generously boxed: where a project may lie. Client-safe. */
export const SPAIN = { latMin: 27.4, latMax: 43.9, lngMin: -18.4, lngMax: 4.5 } as const;
