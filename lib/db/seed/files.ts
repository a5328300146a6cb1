/** A project's documents: price list, floor plans and brochure (clients only) and sometimes a public quality specification. */
import { TYPE_ID } from "../../catalogue/property-types";
import type { projectFiles } from "../schema";
import { count, euros, typeLabel } from "./format";
import { buildPdf, pdfString, wrap, type PdfPage } from "./pdf";
import { STREAM, streamFor, type Random } from "./random";
import type { ProjectRow } from "./projects";
import type { UnitRow } from "./units";

export type ProjectFileRow = typeof projectFiles.$inferInsert;

const STATUS_LABEL = { available: "Beschikbaar", reserved: "Gereserveerd", sold: "Verkocht", withdrawn: "Vervallen" } as const;

function date(value: Date): string {
  const iso = value.toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

function priceListPage(project: ProjectRow, units: UnitRow[], place: string): PdfPage {
  const row = (cells: string[], widths: number[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" ");
  const widths = [16, 19, 5, 5, 6, 13];
  const lines = [row(["Referentie", "Type", "Slpk", "Badk", "m²", "Prijs"], widths) + "Status", ""];
  for (const unit of units) {
    const price = unit.priceOnRequest ? "Op aanvraag" : euros(unit.price);
    const area = unit.area > 0 ? String(unit.area) : String(unit.plotArea ?? "");
    lines.push(row([unit.reference, typeLabel(unit.typeId), String(unit.bedrooms), String(unit.bathrooms), area, price], widths) + STATUS_LABEL[unit.status ?? "available"]);
  }
  lines.push("", project.vat ? "Prijzen exclusief 10% IVA (BTW) en kosten koper." : "Prijzen inclusief btw, exclusief kosten koper.");
  const updated = project.updatedAt instanceof Date ? date(project.updatedAt) : "";
  return { title: `Prijslijst ${project.name}`, subtitle: `${place} - prijzen per ${updated}`, lines, monospace: true };
}

const ROOMS = ["Woonkamer", "Keuken", "Slaapkamer", "Badkamer", "Terras"];
const PLOT_PARTS = ["Tuin", "Bouwvlak", "Zwembadzone", "Oprit", "Straat"];

/** A simple plan: outer walls (or plot boundary), a few rooms (or zones) with their names. */
function floorPlanPage(random: Random, project: ProjectRow, units: UnitRow[], place: string): PdfPage {
  const lines = units.slice(0, 6).map((unit) => {
    const outdoor = (unit.terraceArea ?? 0) + (unit.solariumArea ?? 0);
    const rooms = unit.bedrooms > 0 ? `${count(unit.bedrooms, "slaapkamer", "slaapkamers")}, ${count(unit.bathrooms, "badkamer", "badkamers")}, ` : "";
    return `${unit.reference}: ${typeLabel(unit.typeId)}, ${rooms}${unit.area || unit.plotArea} m²${outdoor ? ` + ${outdoor} m² buitenruimte` : ""}`;
  });
  const split = random.int(240, 330);
  const names = project.typeId === TYPE_ID.land ? PLOT_PARTS : ROOMS;
  const positions = [[90, 420], [split + 20, 420], [90, 250], [split + 20, 250], [90, 150]] as const;
  const labels = positions.map(([x, y], i) => `BT /F1 9 Tf ${x} ${y} Td ${pdfString(names[i] ?? "")} Tj ET`).join("\n");
  const drawing = [
    "0.2 0.2 0.2 RG 3 w 70 200 440 300 re S",
    `1.5 w 70 340 m 510 340 l S ${split} 200 m ${split} 500 l S`,
    "0.6 0.6 0.6 RG 1 w [4 3] 0 d 70 130 440 70 re S [] 0 d",
    labels,
  ].join("\n");
  const land = project.typeId === TYPE_ID.land;
  const subtitle = `${place} - ${land ? "indicatief kavelplan" : "indicatieve plattegrond"}, niet op schaal`;
  return { title: `${land ? "Kavelplan" : "Plattegronden"} ${project.name}`, subtitle, lines, drawing };
}

function brochurePage(project: ProjectRow, place: string): PdfPage {
  const paragraphs = project.description.split("\n\n").slice(0, 2);
  const lines = paragraphs.flatMap((paragraph) => [...wrap(paragraph, 95), ""]);
  lines.push(...wrap(`Voorzieningen: ${(project.amenities ?? []).join(", ")}.`, 95));
  return { title: project.name, subtitle: `${place} - ${project.developer}`, lines };
}

function qualityPage(random: Random, project: ProjectRow): PdfPage {
  const lines = [
    `Constructie: ${random.pick(["gewapend beton", "betonskelet met funderingsplaat"])}, gevels met thermische isolatie.`,
    `Kozijnen: ${random.pick(["aluminium met thermische onderbreking", "PVC in antraciet"])}, dubbel glas met low-e coating.`,
    `Vloeren: ${random.pick(["porselein tegels 90 x 90 cm", "keramische tegels 60 x 120 cm", "natuursteen"])}.`,
    "Keuken: volledig ingericht met inbouwapparatuur en composiet werkblad.",
    "Badkamers: inloopdouche, hangend toilet, spiegel en meubel met wastafel.",
    "Installaties: airconditioning met warmtepomp, voorbereiding voor zonnepanelen.",
    "Buiten: terrassen met antislip tegels, beplanting en verlichting in de tuinen.",
  ];
  return { title: `Kwaliteitsomschrijving ${project.name}`, subtitle: "Technische omschrijving (onder voorbehoud)", lines };
}

function pdfFile(projectId: number, kind: ProjectFileRow["kind"], title: string, fileName: string, page: PdfPage, confidential: boolean): ProjectFileRow {
  const content = buildPdf(page);
  return { projectId, kind, title, fileName, mimeType: "application/pdf", content, sizeBytes: content.length, confidential };
}

/** Files without ids: the caller numbers them across projects. */
export function generateFiles(project: ProjectRow, units: UnitRow[], place: string): ProjectFileRow[] {
  const id = project.id as number;
  const random = streamFor(STREAM.files, id);
  const files = [
    pdfFile(id, "price_list", "Prijslijst", `prijslijst-${project.slug}.pdf`, priceListPage(project, units, place), true),
    project.typeId === TYPE_ID.land
      ? pdfFile(id, "floor_plan", "Kavelplan", `kavelplan-${project.slug}.pdf`, floorPlanPage(random, project, units, place), true)
      : pdfFile(id, "floor_plan", "Plattegronden", `plattegronden-${project.slug}.pdf`, floorPlanPage(random, project, units, place), true),
    pdfFile(id, "brochure", "Brochure", `brochure-${project.slug}.pdf`, brochurePage(project, place), true),
  ];
  if (random.chance(0.4)) {
    files.push(pdfFile(id, "other", "Kwaliteitsomschrijving", `kwaliteitsomschrijving-${project.slug}.pdf`, qualityPage(random, project), false));
  }
  return files;
}
