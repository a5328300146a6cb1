import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlClass, labelClass, panelClass } from "./field-styles";

/** Owners and the admin: whose "Vandaag" to show, as a plain GET form (works without JavaScript). */
export function TodayPicker({ people, selected }: { people: Array<{ id: number; name: string }>; selected: number | null }) {
  const t = useTranslations("crm.today");
  return (
    <form method="get" action="/crm/vandaag" className={`${panelClass} flex flex-wrap items-end gap-3`}>
      <div>
        <label htmlFor="today-staff" className={labelClass}>
          {t("person")}
        </label>
        <select id="today-staff" name="staff" defaultValue={selected ?? undefined} className={controlClass}>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        {t("show")}
      </Button>
    </form>
  );
}
