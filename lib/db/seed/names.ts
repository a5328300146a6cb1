/** Development names and developers in the style of the Spanish new-build market. */
import { TYPE_ID } from "../../catalogue/property-types";
import type { Random } from "./random";

const SPANISH_WORDS = [
  "Mar Azul", "Las Olas", "Brisas del Mar", "Vista Bella", "Los Naranjos", "Jardines del Sol", "La Reserva",
  "Alborada", "Mirador del Golf", "Las Palmeras", "Bahía Serena", "Costa Luz", "El Limonar", "Los Almendros",
  "Puerta del Mar", "Sol y Mar", "Las Terrazas", "Alcazaba", "La Cala", "Vista Mar", "Los Olivos",
  "Altos del Golf", "Cumbres", "Horizonte", "Marina Real", "Arena Dorada", "Los Jazmines", "Buenavista",
  "Lomas del Sol", "La Ladera", "Pueblo Blanco", "Albamar", "Aqua", "Oasis", "Alma", "Brisa", "Lúa", "Nova",
];

const ENGLISH_WORDS = [
  "Sunset Hills", "Ocean Views", "Green Hills", "Blue Bay", "Golden Mile", "Palm Gardens", "Sea Breeze",
  "Sky Terraces", "Harmony", "Serenity", "The Crest", "Horizon", "Mediterranean Pearl", "Sunrise",
  "Coral Bay", "Olive Grove", "Silver Coast", "The View", "Azure", "Emerald Hills",
];

/** Prefixes per type; `town` inserts the town name. */
const PATTERNS: Record<"apartment" | "penthouse" | "villa" | "townhouse" | "land" | "other", string[]> = {
  apartment: ["Residencial {w}", "Apartamentos {w}", "Terrazas de {town}", "{e} {town}", "Edificio {w}", "Mirador de {town}", "{w} Suites"],
  penthouse: ["Áticos {w}", "Penthouses {w}", "{e} Penthouses", "Sky {w}"],
  villa: ["Villas {w}", "Villas Altos de {town}", "{e} Villas", "Villas {e}", "Colina de {town}", "Residencial {w} Villas"],
  townhouse: ["Townhouses {w}", "Casas {w}", "{e} Homes", "Adosados {w}", "Jardines de {town}", "{w} Townhouses"],
  land: ["Parcelas {w}", "Parcelas {e}", "Urbanización {w}", "Lomas de {town}"],
  other: ["Lofts {w}", "Studios {e}", "{e} Lofts"],
};

const DEVELOPERS = [
  "Promociones Costa Serena S.L.", "Grupo Inmobiliario Levante", "Hábitat Mediterráneo", "Construcciones Sierra Blanca",
  "Inversiones Alborán S.L.", "Promotora Brisamar", "Edificaciones del Sur S.A.", "Nordic Sun Homes",
  "Dutch Med Development B.V.", "Residencial Atlántida S.L.", "Grupo Solvía Promociones", "Urbanizadora del Levante",
  "Arquitectura Mediterránea S.L.", "Promociones Torremar", "Costa Homes Developments", "Grupo Alhambra Residencial",
  "Vitalia Construcciones", "Promociones Calima", "Blue Horizon Properties", "Terra Azul Promociones",
  "Iberia Living Group", "Promociones Los Arcos S.L.", "Sol y Tierra Desarrollos", "Medina Homes S.L.",
];

function patternKey(typeId: number): keyof typeof PATTERNS {
  switch (typeId) {
    case TYPE_ID.apartment: return "apartment";
    case TYPE_ID.penthouse: return "penthouse";
    case TYPE_ID.villa: return "villa";
    case TYPE_ID.land: return "land";
    case TYPE_ID.other: return "other";
    default: return "townhouse";
  }
}

export function projectName(random: Random, typeId: number, townName: string): string {
  return random
    .pick(PATTERNS[patternKey(typeId)])
    .replace("{w}", random.pick(SPANISH_WORDS))
    .replace("{e}", random.pick(ENGLISH_WORDS))
    .replace("{town}", townName);
}

export function developerName(random: Random): string {
  return random.pick(DEVELOPERS);
}

/** Lower-case ASCII with hyphens: "Áticos Vista Mar" -> "aticos-vista-mar". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const PHASES = ["II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];

/**
 * Keeps project names unique within a town, as developers do with a second phase: the second
 * "Villas Blue Bay" in Santa Pola becomes "Villas Blue Bay II".
 */
export class ProjectNameRegistry {
  private readonly used = new Set<string>();

  claim(townSlug: string, name: string): string {
    let candidate = name;
    for (let n = 0; this.used.has(`${townSlug}|${candidate}`); n++) candidate = `${name} ${PHASES[n] ?? n + 2}`;
    this.used.add(`${townSlug}|${candidate}`);
    return candidate;
  }
}

/** Hands out unique slugs: the second "residencial-mar-azul-marbella" becomes "...-2". */
export class SlugRegistry {
  private readonly used = new Set<string>();

  claim(base: string): string {
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
