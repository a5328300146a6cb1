import type { Rule } from "eslint";

/** See client-boundary.mjs. */
declare const rule: Rule.RuleModule;
export default rule;
