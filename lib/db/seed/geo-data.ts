/**
 * Real places of the demo catalogue. Coordinates are the town centres (4 decimals).
 * - `inland`: compass bearing from the centre towards land, so project locations are jittered
 *   away from the sea; null for towns that lie inland already.
 * - `weight`: how busy the new-build market is there (share of the projects).
 * - `priceFactor`: price level against an average coastal town (1.0).
 * - `beachKm`: rough distance from the centre to the beach, used in the descriptions (the airport's
 *   comes from the project's coordinates: lib/catalogue/airports.ts).
 */

export interface TownData {
  slug: string;
  name: string;
  /** Two letters for unit references (MA-0123-B2). */
  code: string;
  lat: number;
  lng: number;
  inland: number | null;
  weight: number;
  priceFactor: number;
  beachKm: number;
  golf: boolean;
}

export interface RegionData {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  province: { slug: string; name: string; lat: number; lng: number };
  towns: TownData[];
}

export const COUNTRY = { slug: "spanje", name: "Spanje", lat: 40.4637, lng: -3.7492 } as const;

type Row = [slug: string, name: string, code: string, lat: number, lng: number, inland: number | null,
  weight: number, priceFactor: number, beachKm: number, golf: boolean];

function towns(rows: Row[]): TownData[] {
  return rows.map(([slug, name, code, lat, lng, inland, weight, priceFactor, beachKm, golf]) => ({
    slug, name, code, lat, lng, inland, weight, priceFactor, beachKm, golf,
  }));
}

export const REGIONS: RegionData[] = [
  {
    slug: "costa-del-sol", name: "Costa del Sol", lat: 36.58, lng: -4.7,
    province: { slug: "malaga", name: "Málaga", lat: 36.7213, lng: -4.4214 },
    towns: towns([
      ["marbella", "Marbella", "MA", 36.5101, -4.8825, 340, 10, 2.0, 0.5, true],
      ["estepona", "Estepona", "ES", 36.4276, -5.1463, 330, 9, 1.5, 0.3, true],
      ["benahavis", "Benahavís", "BH", 36.5236, -5.0462, null, 6, 2.2, 7, true],
      ["mijas", "Mijas", "MI", 36.5957, -4.6373, null, 6, 1.3, 6, true],
      ["fuengirola", "Fuengirola", "FU", 36.5398, -4.6247, 290, 4, 1.3, 0.3, false],
      ["benalmadena", "Benalmádena", "BE", 36.6005, -4.532, 315, 4, 1.2, 1, true],
      ["torremolinos", "Torremolinos", "TO", 36.6218, -4.4998, 315, 3, 1.2, 0.5, false],
      ["malaga", "Málaga", "ML", 36.7213, -4.4214, 0, 5, 1.3, 1, false],
      ["nerja", "Nerja", "NE", 36.7573, -3.8746, 0, 3, 1.2, 0.3, false],
      ["manilva", "Manilva", "MN", 36.3767, -5.25, 300, 4, 1.0, 2, true],
      ["casares", "Casares", "CS", 36.4447, -5.2737, null, 3, 1.1, 12, true],
      ["rincon-de-la-victoria", "Rincón de la Victoria", "RV", 36.7177, -4.2759, 0, 3, 1.0, 0.3, false],
      ["velez-malaga", "Vélez-Málaga", "VM", 36.7809, -4.1004, null, 2, 0.9, 4, false],
      ["torrox", "Torrox", "TX", 36.758, -3.9524, null, 2, 1.0, 4, false],
      ["alhaurin-de-la-torre", "Alhaurín de la Torre", "AT", 36.664, -4.5612, null, 2, 1.0, 12, true],
      ["alhaurin-el-grande", "Alhaurín el Grande", "AG", 36.6423, -4.6877, null, 1, 0.9, 15, true],
      ["ojen", "Ojén", "OJ", 36.5646, -4.8558, null, 2, 1.4, 9, true],
      ["san-pedro-de-alcantara", "San Pedro de Alcántara", "SP", 36.4883, -4.9906, 0, 3, 1.7, 1, true],
    ]),
  },
  {
    slug: "costa-blanca", name: "Costa Blanca", lat: 38.35, lng: -0.55,
    province: { slug: "alicante", name: "Alicante", lat: 38.3452, lng: -0.481 },
    towns: towns([
      ["torrevieja", "Torrevieja", "TV", 37.9787, -0.6822, 240, 9, 0.75, 0.5, false],
      ["orihuela-costa", "Orihuela Costa", "OC", 37.938, -0.742, 270, 9, 0.85, 1.5, true],
      ["guardamar-del-segura", "Guardamar del Segura", "GS", 38.0897, -0.6549, 270, 4, 0.85, 0.7, false],
      ["benidorm", "Benidorm", "BN", 38.5411, -0.1225, 350, 4, 1.1, 0.5, false],
      ["finestrat", "Finestrat", "FI", 38.5672, -0.2122, null, 5, 1.0, 5, true],
      ["altea", "Altea", "AL", 38.599, -0.051, 315, 4, 1.4, 0.3, true],
      ["calpe", "Calpe", "CP", 38.6447, 0.0445, 300, 4, 1.1, 0.5, true],
      ["javea", "Jávea", "JA", 38.7896, 0.1652, 260, 4, 1.4, 1.5, true],
      ["denia", "Dénia", "DE", 38.8408, 0.1057, 220, 3, 1.1, 0.5, true],
      ["moraira", "Moraira", "MR", 38.6887, 0.1347, 315, 3, 1.5, 0.3, false],
      ["pilar-de-la-horadada", "Pilar de la Horadada", "PH", 37.8667, -0.7922, null, 4, 0.8, 3, true],
      ["santa-pola", "Santa Pola", "SA", 38.1917, -0.5658, 20, 3, 0.9, 0.4, false],
      ["alicante", "Alicante", "AC", 38.3452, -0.481, 300, 3, 1.0, 0.5, false],
      ["villajoyosa", "Villajoyosa", "VJ", 38.5075, -0.2335, 320, 3, 1.0, 0.3, false],
      ["polop", "Polop", "PO", 38.6217, -0.1296, null, 3, 0.9, 10, false],
      ["rojales", "Rojales", "RO", 38.0864, -0.7233, null, 4, 0.75, 8, true],
      ["san-miguel-de-salinas", "San Miguel de Salinas", "SM", 37.9797, -0.7893, null, 2, 0.75, 10, true],
      ["algorfa", "Algorfa", "AF", 38.0553, -0.7966, null, 2, 0.8, 15, true],
      ["benitachell", "Benitachell", "BT", 38.7339, 0.1425, 270, 2, 1.3, 2, false],
    ]),
  },
  {
    slug: "costa-calida", name: "Costa Cálida", lat: 37.7, lng: -1.0,
    province: { slug: "murcia", name: "Murcia", lat: 37.9922, lng: -1.1307 },
    towns: towns([
      ["san-pedro-del-pinatar", "San Pedro del Pinatar", "PP", 37.8353, -0.7906, 270, 3, 0.7, 1, false],
      ["san-javier", "San Javier", "SJ", 37.8063, -0.8374, 270, 3, 0.7, 3, true],
      ["los-alcazares", "Los Alcázares", "LA", 37.7441, -0.8508, 270, 3, 0.7, 0.3, true],
      ["cartagena", "Cartagena", "CT", 37.6257, -0.9966, 0, 2, 0.75, 3, true],
      ["aguilas", "Águilas", "AQ", 37.4063, -1.5829, 315, 2, 0.7, 0.3, false],
      ["mazarron", "Mazarrón", "MZ", 37.599, -1.315, null, 2, 0.65, 5, true],
      ["torre-pacheco", "Torre-Pacheco", "TP", 37.743, -0.9534, null, 2, 0.65, 9, true],
    ]),
  },
  {
    slug: "costa-de-almeria", name: "Costa de Almería", lat: 37.0, lng: -2.1,
    province: { slug: "almeria", name: "Almería", lat: 36.834, lng: -2.4637 },
    towns: towns([
      ["mojacar", "Mojácar", "MJ", 37.1402, -1.851, 270, 3, 0.8, 2, true],
      ["vera", "Vera", "VE", 37.2434, -1.8588, null, 3, 0.7, 6, true],
      ["almeria", "Almería", "AR", 36.834, -2.4637, 0, 2, 0.75, 0.5, false],
      ["roquetas-de-mar", "Roquetas de Mar", "RQ", 36.7642, -2.6147, 270, 2, 0.7, 0.8, true],
      ["san-juan-de-los-terreros", "San Juan de los Terreros", "TE", 37.3627, -1.6651, 315, 2, 0.65, 0.3, false],
    ]),
  },
  {
    slug: "costa-tropical", name: "Costa Tropical", lat: 36.77, lng: -3.57,
    province: { slug: "granada", name: "Granada", lat: 37.1773, lng: -3.5986 },
    towns: towns([
      ["almunecar", "Almuñécar", "AM", 36.7339, -3.6907, 0, 2, 0.9, 0.3, false],
      ["salobrena", "Salobreña", "SB", 36.7456, -3.5867, 0, 1, 0.85, 0.8, false],
      ["motril", "Motril", "MO", 36.7507, -3.5179, 0, 1, 0.8, 2.5, true],
    ]),
  },
];
