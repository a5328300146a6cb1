import type { ReactNode } from "react";
import { CrmShell } from "@/components/crm/crm-shell";
import { currentStaff } from "@/lib/auth/staff-session";

/**
 * The CRM behind its log-in. Each page checks the user itself (`requireStaff`, which knows the page to
 * return to): a layout is no guard, it renders beside its page.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  return <CrmShell staff={await currentStaff()}>{children}</CrmShell>;
}
