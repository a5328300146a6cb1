/**
 * The per-account log-in limit of CRM users is counted apart from clients' (one person may be both):
 * under this key, by the staff credential check and by next-auth's log-in route alike. Pure.
 */
export function staffLimitKey(email: string): string {
  return `staff:${email.trim().toLowerCase()}`;
}
