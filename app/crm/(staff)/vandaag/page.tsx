import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { TodayLists } from "@/components/crm/today-lists";
import { TodayPicker } from "@/components/crm/today-picker";
import { AppError } from "@/lib/app-error";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { pickablePeople, todayList, todayPerson } from "@/lib/crm/tasks/today";
import { db } from "@/lib/db/client";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.today"))("title") };
}

/**
 * "Vandaag": the agent's tasks due today or overdue and the new unanswered leads (theirs or nobody's),
 * newest first; an agent's start page after logging in. Owners and the admin pick a colleague (`?staff=`).
 */
export default async function TodayPage({ searchParams }: Props) {
  const { staff: raw } = await searchParams;
  const staff = await requireStaff("/crm/vandaag");
  const scope = scopeOf(staff);
  const picked = typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  const people = await pickablePeople(scope);
  const t = await getTranslations("crm.today");
  const personId = picked ?? (staff.partnerId ? staff.id : people[0]?.id);
  let person = null;
  if (personId !== undefined) {
    try {
      person = await todayPerson(scope, personId);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") notFound();
      throw error;
    }
  }
  const list = person ? await todayList(await db(), person) : null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </div>
      {people.length > 0 && <TodayPicker people={people} selected={person?.id ?? null} />}
      {list && <TodayLists list={list} selfId={person?.id ?? null} />}
    </div>
  );
}
