/**
 * The build settings the end-to-end projects add to the environment (scripts/lib/build-state.ts: a
 * different value means another `next build`). The same for all, so that a run builds once: the
 * PGlite and PostgreSQL projects serve that build, and the two-instance project ships its standalone
 * folder. A Tag Manager container id: consent.spec.ts checks it loads only after consent, within the CSP.
 */
export const E2E_BUILD_ENV = { NEXT_PUBLIC_GTM_ID: "GTM-E2ETEST" } as const;
