/**
 * Dutch names of lead kinds, statuses and parts of day for what the server writes itself (CSV exports,
 * mails): copies of the `crm` messages, held equal to nl.json by a unit test. Client-safe.
 */
import type { LeadKind, PartOfDay } from "../leads/schemas";
import type { LeadStatus } from "./schemas";

export const KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact",
  broker: "Makelaar",
  price_list: "Prijslijst",
  floor_plan: "Plattegrond",
  brochure: "Brochure",
  viewing: "Bezichtiging",
  question: "Vraag",
  franchise: "Franchise",
  match: "Zoekmatch",
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Nieuw",
  contacted: "Contact gehad",
  viewing_planned: "Bezichtiging gepland",
  offer: "Bod",
  closed_won: "Gesloten: gewonnen",
  closed_lost: "Gesloten: verloren",
};

export const PART_OF_DAY_LABELS: Record<PartOfDay, string> = { morning: "Ochtend", afternoon: "Middag", evening: "Avond" };
