/** The figures' totals for the CRM page: per project and per week over the range, and leads per kind. Pure. */
import { LEAD_KINDS, type LeadKind } from "../leads/kinds";
import { conversion, type ProjectWeek } from "./figures";
import { mondaysBetween } from "./week";

export interface Totals {
  key: string;
  label: string;
  views: number;
  favourites: number;
  leads: number;
  conversion: number | null;
}

function total(key: string, label: string, rows: readonly ProjectWeek[]): Totals {
  const sum = (pick: (row: ProjectWeek) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
  const views = sum((row) => row.views);
  const leads = sum((row) => row.leadsTotal);
  return { key, label, views, favourites: sum((row) => row.favourites), leads, conversion: conversion(leads, views) };
}

function groupBy<K>(rows: readonly ProjectWeek[], key: (row: ProjectWeek) => K): Map<K, ProjectWeek[]> {
  const groups = new Map<K, ProjectWeek[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function totalsByProject(rows: readonly ProjectWeek[]): Totals[] {
  const groups = groupBy(rows, (row) => row.projectId);
  return [...groups].map(([id, group]) => total(String(id), group[0]!.project, group));
}

/** Every week of the range, also those without any figure (oldest first). */
export function totalsByWeek(rows: readonly ProjectWeek[], from: string, to: string): Totals[] {
  const groups = groupBy(rows, (row) => row.week);
  return mondaysBetween(from, to).map((monday) => total(monday, monday, groups.get(monday) ?? []));
}

export function leadsByKind(rows: readonly ProjectWeek[]): Array<{ kind: LeadKind; leads: number }> {
  return LEAD_KINDS.map((kind) => ({ kind, leads: rows.reduce((acc, row) => acc + row.leads[kind], 0) })).filter((row) => row.leads > 0);
}
