import { redirect } from "next/navigation";
import { currentStaff } from "@/lib/auth/staff-session";
import { CRM_LOGIN, crmStartPath } from "@/lib/crm/paths";

export const dynamic = "force-dynamic";

/** Where the log-in lands without a remembered page: an agent's day starts at "Vandaag", an owner's and the admin's at the inbox. */
export default async function CrmStartPage() {
  const staff = await currentStaff();
  redirect(staff ? crmStartPath(staff) : CRM_LOGIN);
}
