/**
 * A new project's build status from its feed. Kyero v3 has no field for it; developers' feeds say it
 * among the features ("Key ready", "Llave en mano", "Under construction"). Without such a word a
 * new-build project is sold off-plan. Only a project's first import sets it: the CRM may change it.
 */
export type BuildStatus = "off_plan" | "under_construction" | "key_ready";

const WORDS: readonly [BuildStatus, RegExp][] = [
  ["key_ready", /\b(key[\s-]?ready|keys? in hand|ready to move in|llave en mano|sleutelklaar|instapklaar)\b/i],
  ["under_construction", /\b(under construction|en construcci[oó]n|in aanbouw)\b/i],
];

export function buildStatusOf(features: readonly string[]): BuildStatus {
  for (const [status, words] of WORDS) if (features.some((feature) => words.test(feature))) return status;
  return "off_plan";
}
