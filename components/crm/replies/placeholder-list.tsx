import { useTranslations } from "next-intl";
import { PLACEHOLDERS } from "@/lib/crm/replies/placeholders";
import { panelClass } from "../field-styles";

/** What each placeholder of a reply template becomes, per lead (lib/crm/replies/context.ts decides). */
export function PlaceholderList() {
  const t = useTranslations("crm.templates");
  return (
    <section aria-labelledby="template-placeholders" className={panelClass}>
      <h2 id="template-placeholders" className="text-lg font-bold text-slate-900">
        {t("placeholdersTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("placeholdersIntro")}</p>
      <dl className="mt-3 space-y-2 text-sm">
        {PLACEHOLDERS.map((name) => (
          <div key={name}>
            <dt className="font-mono font-semibold text-slate-900">{`{${name}}`}</dt>
            <dd className="text-slate-700">{t(`placeholders.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
