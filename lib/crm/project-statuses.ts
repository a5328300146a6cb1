/** The statuses the CRM's project pages offer (client-safe, without zod; the schemas use the same lists). */
export const PROJECT_STATUSES = ["off_plan", "under_construction", "key_ready"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** A unit's statuses the CRM may set; `withdrawn` takes it off the site (as a feed that stops listing it). */
export const CRM_UNIT_STATUSES = ["available", "reserved", "sold", "withdrawn"] as const;
export type CrmUnitStatus = (typeof CRM_UNIT_STATUSES)[number];

export const crmProjectPath = (id: number) => `/crm/projects/${id}`;
