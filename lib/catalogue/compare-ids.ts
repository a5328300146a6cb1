/** `?ids=1,2,3` of the comparison page, validated with zod. Client-safe. */
import { z } from "zod";
import { COMPARE_MAX } from "./compare-list";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `?ids=1,2,3` to project ids: malformed ids are ignored, duplicates dropped, the first four kept.
 * Repeated parameters (`?ids=1&ids=2`) are read too.
 */
export function parseCompareIds(value: string | string[] | undefined | null): number[] {
  const parts = (Array.isArray(value) ? value : [value ?? ""]).flatMap((part) => part.split(","));
  const ids: number[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const parsed = idSchema.safeParse(trimmed);
    if (parsed.success && !ids.includes(parsed.data)) ids.push(parsed.data);
  }
  return ids.slice(0, COMPARE_MAX);
}
