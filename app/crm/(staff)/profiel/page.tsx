import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileNameForm, ProfilePasswordForm } from "@/components/crm/profile-forms";
import { ProfilePhoneForm } from "@/components/crm/replies/profile-phone-form";
import { requireStaff } from "@/lib/auth/staff-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.profile"))("title") };
}

/** Every CRM user's own profile: their name, and a new password with the current one. */
export default async function ProfilePage() {
  const me = await requireStaff("/crm/profiel");
  const t = await getTranslations("crm.profile");
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
        <p className="mt-2 text-sm text-slate-700">
          {t("email")}: <span className="font-semibold">{me.email}</span>
        </p>
      </div>
      <ProfileNameForm key={me.name} name={me.name} />
      <ProfilePhoneForm key={me.phone ?? ""} phone={me.phone} />
      <ProfilePasswordForm />
    </div>
  );
}
