/** The CRM's own paths, and where its log-in may return to (CRM pages only). Pure and client-safe. */
import { safeRedirectPath } from "../auth/redirect";

const CRM_HOME = "/crm";
export const CRM_LOGIN = "/crm/login";

export const leadPath = (id: number) => `/crm/leads/${id}`;
const TODAY_PATH = "/crm/vandaag";
/** The page that sends a logged-in CRM user to their start page (crmStartPath). */
export const CRM_START = "/crm/start";

/** An agent's start page is "Vandaag"; an owner's and the admin's the inbox. */
export function crmStartPath(staff: { role: "partner" | "admin"; teamRole: "owner" | "agent" | null }): string {
  return staff.role === "partner" && staff.teamRole === "agent" ? TODAY_PATH : CRM_HOME;
}
export const partnerPath = (id: number) => `/crm/partners/${id}`;
export const FEEDS_PATH = "/crm/feeds";
export const feedSourcePath = (id: number) => `/crm/feeds/${id}`;

/** The log-in page, remembering the CRM page a guest asked for (spec section 4). */
export function crmLoginPath(returnTo?: string): string {
  return returnTo && returnTo !== CRM_HOME ? `${CRM_LOGIN}?next=${encodeURIComponent(returnTo)}` : CRM_LOGIN;
}

/** Where the log-in sends a CRM user: the remembered page when it is a CRM page (never the log-in itself), else the inbox. */
export function crmReturnTarget(next: unknown): string {
  const target = safeRedirectPath(next, CRM_HOME, CRM_HOME);
  return target === CRM_LOGIN || target.startsWith(`${CRM_LOGIN}?`) || target.startsWith(`${CRM_LOGIN}/`) ? CRM_HOME : target;
}
