/** The figures' totals (per project, per week over a range) and the conversion. Pure and client-safe. */
import { LEAD_KINDS, type LeadKind } from "../leads/kinds";

export interface Totals {
  key: string;
  label: string;
  views: number;
  favourites: number;
  leads: number;
  leadsByKind: Record<LeadKind, number>;
  conversion: number | null;
}

/** Leads per 100 views, one decimal; null without views. */
export function conversion(leads: number, views: number): number | null {
  return views > 0 ? Math.round((leads * 1000) / views) / 10 : null;
}

export interface Counts {
  views: number;
  favourites: number;
  leadsByKind: Record<LeadKind, number>;
}

export const noCounts = (): Counts => ({ views: 0, favourites: 0, leadsByKind: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number> });

export function totalsOf(key: string, label: string, counts: Counts): Totals {
  const leads = LEAD_KINDS.reduce((sum, kind) => sum + counts.leadsByKind[kind], 0);
  return { key, label, views: counts.views, favourites: counts.favourites, leads, leadsByKind: counts.leadsByKind, conversion: conversion(leads, counts.views) };
}

/** Leads per kind over all projects, the kinds with leads only. */
export function leadsByKind(projects: readonly Totals[]): Array<{ kind: LeadKind; leads: number }> {
  return LEAD_KINDS.map((kind) => ({ kind, leads: projects.reduce((sum, row) => sum + row.leadsByKind[kind], 0) })).filter((row) => row.leads > 0);
}
