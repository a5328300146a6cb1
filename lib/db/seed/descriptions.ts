/** Dutch project descriptions, assembled from varied sentence templates (paragraphs split by blank lines). */
import type { Random } from "./random";

export interface DescriptionFacts {
  name: string;
  /** Plural Dutch noun for the homes: "appartementen", "villa's", ... */
  homes: string;
  town: string;
  region: string;
  beachKm: number;
  golfKm: number | null;
  /** The nearest airport's name, and the estimated road distance and drive (lib/catalogue/airports.ts). */
  airport: string;
  airportKm: number;
  airportMinutes: number;
  seaView: boolean;
  unitCount: number;
  /** "2 tot 3 slaapkamers", "1 slaapkamer", "een open indeling of 1 slaapkamer". */
  bedrooms: string;
  amenities: string[];
  status: "off_plan" | "under_construction" | "key_ready";
  delivery: string;
  /** Building plots instead of homes: different wording throughout. */
  plots: boolean;
  /** "800 tot 2.500 m²", for plots. */
  plotSizes: string;
}

function distance(km: number): string {
  if (km < 1) return `${Math.round(km * 10) * 100} meter`;
  return `${km.toFixed(km < 10 ? 1 : 0).replace(".", ",")} km`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} en ${items[items.length - 1]}`;
}

type Template = (f: DescriptionFacts) => string;

/** "Residencial Mar Azul in Estepona", but not "Terrazas de Estepona in Estepona". */
function nameIn(f: DescriptionFacts): string {
  return f.name.includes(f.town) ? f.name : `${f.name} in ${f.town}`;
}

const INTRO: Template[] = [
  (f) => `${nameIn(f)} is een nieuwbouwproject met ${f.unitCount} ${f.homes} aan de ${f.region}.`,
  (f) => `In ${f.town} verrijst ${f.name}: ${f.unitCount} moderne ${f.homes} met ${f.bedrooms}.`,
  (f) => `Wie droomt van een eigen plek aan de ${f.region}, vindt in ${nameIn(f)} een van de mooiste nieuwbouwprojecten van dit moment.`,
  (f) => `${f.name} brengt ${f.unitCount} ${f.homes} naar ${f.town}, een geliefde bestemming aan de ${f.region}.`,
];

const INTRO_MORE: Template[] = [
  () => "De woningen zijn ontworpen voor het buitenleven, met ruime terrassen, veel daglicht en een open keuken.",
  () => "De architectuur is eigentijds mediterraan: witte gevels, grote glaspartijen en een naadloze overgang van binnen naar buiten.",
  () => "Het project is ontworpen door een gerenommeerd Spaans architectenbureau en combineert strakke lijnen met warme, natuurlijke materialen.",
  () => "Elke woning is gericht op de zon en biedt privacy, rust en comfort, zowel voor permanente bewoning als voor een vakantiewoning.",
];

const LOCATION: Template[] = [
  (f) => `Het strand ligt op ${distance(f.beachKm)} en de luchthaven van ${f.airport} bereikt u in ongeveer ${f.airportMinutes} minuten.`,
  (f) => `Vanaf het project bent u op ${distance(f.beachKm)} van het strand; de luchthaven van ${f.airport} ligt op zo'n ${f.airportKm} km.`,
  (f) => `Winkels, restaurants en scholen liggen om de hoek, het strand op ${distance(f.beachKm)} en ${f.airport} Airport op zo'n ${f.airportKm} km.`,
];

const GOLF: Template[] = [
  (f) => `Golfliefhebbers zitten hier goed: de dichtstbijzijnde golfbaan ligt op ${distance(f.golfKm ?? 1)}.`,
  (f) => `Op ${distance(f.golfKm ?? 1)} ligt een van de bekende golfbanen van de ${f.region}.`,
];

const VIEW: Template[] = [
  () => "Vanaf de terrassen heeft u een weids uitzicht over de Middellandse Zee.",
  () => "De hoger gelegen woningen kijken uit over zee en de kustlijn.",
  () => "Het uitzicht op zee en de bergen maakt elke zonsondergang bijzonder.",
];

const NO_VIEW: Template[] = [
  () => "De woningen kijken uit over de bergen en de groene omgeving.",
  () => "Het project ligt rustig, met uitzicht op de heuvels en de tuinen van de urbanisatie.",
];

const AMENITIES: Template[] = [
  (f) => `Voorzieningen: ${list(f.amenities.map((a) => a.toLowerCase()))}.`,
  (f) => `U geniet onder meer van ${list(f.amenities.map((a) => a.toLowerCase()))}.`,
  (f) => `Tot de voorzieningen behoren ${list(f.amenities.map((a) => a.toLowerCase()))}.`,
];

const FINISH: Template[] = [
  () => "De afwerking is van hoog niveau, met een volledig ingerichte keuken, inbouwkasten en sanitair van topmerken.",
  () => "De woningen worden opgeleverd met airconditioning, een ingerichte keuken en een hoogwaardige vloer van keramiek of natuursteen.",
  () => "Duurzaamheid staat centraal: goede isolatie, een warmtepomp voor warm water en een energielabel A of B.",
];

const STATUS: Record<DescriptionFacts["status"], Template[]> = {
  off_plan: [
    (f) => `Het project wordt op plan verkocht; de oplevering is gepland voor ${f.delivery}. Wie vroeg instapt, heeft de ruimste keuze.`,
    (f) => `De verkoop op plan is gestart. Oplevering verwacht in ${f.delivery}; uw aanbetalingen zijn gedekt door een bankgarantie.`,
  ],
  under_construction: [
    (f) => `De bouw is in volle gang en de oplevering staat gepland voor ${f.delivery}.`,
    (f) => `Het project is in aanbouw; de eerste woningen worden naar verwachting in ${f.delivery} opgeleverd.`,
  ],
  key_ready: [
    () => "De woningen zijn gereed en direct te betrekken: u kunt het project nu bezichtigen.",
    (f) => `Sleutelklaar sinds ${f.delivery}: een modelwoning is te bezichtigen en de overdracht kan snel plaatsvinden.`,
  ],
};

const PLOT_INTRO: Template[] = [
  (f) => `${nameIn(f)} biedt ${f.unitCount === 1 ? "een bouwkavel" : `${f.unitCount} bouwkavels`} aan de ${f.region}: de plek voor uw eigen villa.`,
  (f) => `Bouw uw droomvilla in ${f.town}: bij ${f.name} ${f.unitCount === 1 ? "is een bouwkavel" : `zijn ${f.unitCount} bouwkavels`} te koop.`,
];

const PLOT_MORE: Template[] = [
  (f) => `${f.unitCount === 1 ? "De kavel meet" : "De kavels meten"} ${f.plotSizes} en ${f.unitCount === 1 ? "is" : "zijn"} volledig bouwrijp, met aansluitingen voor water, riolering en elektriciteit.`,
  (f) => `Met ${f.plotSizes} grond is er ruimte voor een villa met zwembad, tuin en terrassen.`,
];

const PLOT_VIEW: Template[] = [
  (f) => (f.seaView ? "De ligging biedt een vrij uitzicht over zee." : "De omgeving is rustig, met uitzicht op de heuvels en de bergen."),
];

const PLOT_FEATURES: Template[] = [(f) => `Kenmerken: ${list(f.amenities.map((a) => a.toLowerCase()))}.`];

const PLOT_FINISH: Template[] = [
  () => "Op verzoek levert de ontwikkelaar een architectontwerp en een vaste bouwbegroting voor een moderne villa.",
  () => "Een lokale architect kan binnen enkele maanden een bouwvergunning voor u aanvragen.",
];

const PLOT_STATUS: Template[] = [
  () => "De kavels zijn direct beschikbaar; de overdracht kan snel bij de notaris plaatsvinden.",
  () => "De urbanisatie is afgerond en de kavels kunnen direct worden overgedragen.",
];

const CLOSING: Template[] = [
  () => "Vraag de prijslijst en plattegronden aan, of plan een bezichtiging: wij begeleiden u van de eerste kennismaking tot de sleuteloverdracht.",
  () => "Meer weten? Registreer u voor de prijslijst, plattegronden en brochure, of neem contact op met uw makelaar.",
  () => "Onze Nederlandstalige makelaars vertellen u graag meer en organiseren een bezichtigingsreis op maat.",
];

export function projectDescription(random: Random, facts: DescriptionFacts): string {
  const say = (templates: Template[]) => random.pick(templates)(facts);
  const location = [say(LOCATION)];
  if (facts.golfKm !== null) location.push(say(GOLF));
  location.push(say(facts.plots ? PLOT_VIEW : facts.seaView ? VIEW : NO_VIEW));
  if (facts.plots) {
    return [
      `${say(PLOT_INTRO)} ${say(PLOT_MORE)}`,
      location.join(" "),
      `${say(PLOT_FEATURES)} ${say(PLOT_FINISH)}`,
      `${say(PLOT_STATUS)} ${say(CLOSING)}`,
    ].join("\n\n");
  }
  return [
    `${say(INTRO)} ${say(INTRO_MORE)}`,
    location.join(" "),
    `${say(AMENITIES)} ${say(FINISH)}`,
    `${say(STATUS[facts.status])} ${say(CLOSING)}`,
  ].join("\n\n");
}
