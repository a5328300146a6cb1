/**
 * The log-in limits of CRM users are counted apart from clients' (one person may be both): under this
 * account key, by the staff credential check and by next-auth's log-in route alike. Pure.
 */
export function staffLimitKey(email: string): string {
  return `staff:${email.trim().toLowerCase()}`;
}
