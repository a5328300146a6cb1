import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TeamInviteForm } from "@/components/crm/team-invite-form";
import { AssignSettingsPanel } from "@/components/crm/assign-settings-panel";
import { TeamRowActions } from "@/components/crm/team-row-actions";
import { requireOwner, scopeOf } from "@/lib/auth/staff-session";
import { listTeam } from "@/lib/crm/team";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.team"))("title") };
}

/** A partner's owners: their colleagues, with role, access and password links, and an invitation form. */
export default async function TeamPage() {
  const me = await requireOwner("/crm/team");
  const [members, t] = await Promise.all([listTeam(scopeOf(me)), getTranslations("crm.team")]);
  const status = (member: (typeof members)[number]) => (!member.active ? t("inactive") : member.invitePending ? t("pending") : t("active"));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro", { partner: me.partner?.name ?? "" })}</p>
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
            {members.map((member) => (
              <tr key={member.id} className="align-top">
                <th scope="row" className="px-3 py-3 font-normal">
                  <span className="font-semibold text-slate-900">{member.name}</span>
                  {member.id === me.id && <span className="text-slate-600"> ({t("you")})</span>}
                  <div className="text-slate-600">{member.email}</div>
                </th>
                <td className="px-3 py-3">{t(`roles.${member.teamRole ?? "agent"}`)}</td>
                <td className="px-3 py-3">{status(member)}</td>
                <td className="px-3 py-3">
                  <TeamRowActions key={`${member.id}-${member.teamRole}`} memberId={member.id} name={member.name} teamRole={member.teamRole ?? "agent"} active={member.active} pending={member.invitePending} self={member.id === me.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TeamInviteForm />
      <AssignSettingsPanel scope={scopeOf(me)} />
    </div>
  );
}
