import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlClass, labelClass, panelClass } from "./field-styles";

type Option = { value: string; label: string };
type Props = { partners: Option[] | null; partner: string; weeks: Option[]; from: string; to: string };

/** The figures' choices as a plain GET form (works without JavaScript; every choice lands in the URL): the admin's site, the week range. */
export function FiguresFilters({ partners, partner, weeks, from, to }: Props) {
  const t = useTranslations("crm.figures");
  const select = (name: string, label: string, options: Option[], value: string) => (
    <div>
      <label htmlFor={`figures-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`figures-${name}`} name={name} defaultValue={value} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" action="/crm/cijfers" aria-label={t("filters")} className={`${panelClass} grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
      {partners && select("partner_id", t("site"), partners, partner)}
      {select("from", t("from"), weeks, from)}
      {select("to", t("to"), weeks, to)}
      <div className="flex items-end">
        <Button type="submit">{t("apply")}</Button>
      </div>
    </form>
  );
}
