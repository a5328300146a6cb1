import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StaffCreateForm } from "@/components/crm/staff-create-form";
import { StaffRowActions } from "@/components/crm/staff-row-actions";
import { requireAdmin } from "@/lib/auth/staff-session";
import { partnerOptions } from "@/lib/crm/filter-options";
import { listStaffUsers } from "@/lib/crm/staff-admin";
import { db } from "@/lib/db/client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.users"))("title") };
}

/** Admins: every CRM user (a partner user with its team role; invited and not yet accepted: "Uitgenodigd"), with (de)activation and new passwords, and a form for a new one. */
export default async function UsersPage() {
  const me = await requireAdmin("/crm/users");
  const [users, partners, t] = await Promise.all([listStaffUsers(await db()), partnerOptions(), getTranslations("crm.users")]);
  // An invited colleague who has not chosen a password yet is not active in practice: they cannot log in.
  const status = (user: (typeof users)[number]) => (!user.active ? t("inactive") : user.invitePending ? t("pending") : t("active"));
  const role = (user: (typeof users)[number]) => (user.role === "admin" ? t("roles.admin") : `${t("roles.partner")}: ${user.partnerName ?? ""} (${t(`teamRoles.${user.teamRole ?? "agent"}`)})`);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </div>
      <div role="region" aria-label={t("title")} tabIndex={0} className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t("name")}</th>
              <th scope="col" className="px-3 py-2">{t("role")}</th>
              <th scope="col" className="px-3 py-2">{t("status")}</th>
              <th scope="col" className="px-3 py-2">{t("actions")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <th scope="row" className="px-3 py-3 font-normal">
                  <span className="font-semibold text-slate-900">{user.name}</span>
                  {user.id === me.id && <span className="text-slate-600"> ({t("you")})</span>}
                  <div className="text-slate-600">{user.email}</div>
                </th>
                <td className="px-3 py-3">{role(user)}</td>
                <td className="px-3 py-3">{status(user)}</td>
                <td className="px-3 py-3">
                  <StaffRowActions staffId={user.id} name={user.name} active={user.active} self={user.id === me.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffCreateForm partners={partners.filter((partner) => partner.active)} />
    </div>
  );
}
