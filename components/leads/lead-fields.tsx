import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { RadioGroupField } from "@/components/forms/radio-group";
import { CheckboxField, TextAreaField, TextField } from "@/components/forms/text-field";
import { PARTS_OF_DAY, type RequestKind } from "@/lib/leads/kinds";
import type { LeadRequest } from "@/lib/leads/schemas";
import type { LeadSite } from "./lead-form";
import { messageRequired, viewingDays, type LeadField, type LeadFormValues } from "./lead-values";

type Form = UseFormReturn<LeadFormValues, unknown, LeadRequest>;

const AUTOCOMPLETE: Partial<Record<LeadField, string>> = {
  first_name: "given-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  zip_code: "postal-code",
  address: "address-level2",
};

/** The fields of the chosen kind (spec section 3), each labelled, its error tied to it. */
export function LeadFields({ form, kind, id, site }: { form: Form; kind: RequestKind; id: string; site: Pick<LeadSite, "name" | "privacyPath"> }) {
  const t = useTranslations("leads");
  const { errors } = form.formState;
  const field = (name: LeadField, required = false) => ({
    id: `${id}-${name}`,
    label: required ? `${t(`fields.${name}`)} *` : t(`fields.${name}`),
    error: errors[name]?.message,
    autoComplete: AUTOCOMPLETE[name],
    ...(required ? { "aria-required": true } : { optional: t("optional") }),
    ...form.register(name),
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("first_name", true)} />
        <TextField {...field("last_name", true)} />
        <TextField {...field("email", true)} type="email" inputMode="email" />
        <TextField {...field("phone")} type="tel" />
        <TextField {...field("zip_code")} />
        <TextField {...field("address")} />
      </div>
      {kind === "viewing" && <ViewingFields form={form} id={id} />}
      {(kind === "contact" || kind === "broker") && <TextField {...field("subject")} />}
      <TextAreaField {...field("message", messageRequired(kind))} autoComplete="off" />
      <Honeypot form={form} id={id} />
      <CheckboxField id={`${id}-privacy`} label={`${t("fields.privacy")} *`} aria-required error={errors.privacy?.message} {...form.register("privacy")} />
      <p className="-mt-3 text-sm text-slate-600">
        {t.rich("privacyHint", {
          site: site.name,
          link: (chunks) => (
            <a href={site.privacyPath} className="rounded-sm font-semibold text-primary underline underline-offset-2">
              {chunks}
            </a>
          ),
        })}
      </p>
    </>
  );
}

function ViewingFields({ form, id }: { form: Form; id: string }) {
  const t = useTranslations("leads");
  const { errors } = form.formState;
  const { min, max } = viewingDays();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${id}-preferred_date`}
        label={`${t("fields.preferred_date")} *`}
        type="date"
        min={min}
        max={max}
        hint={t("dateHint")}
        aria-required
        error={errors.preferred_date?.message}
        {...form.register("preferred_date")}
      />
      <RadioGroupField
        id={`${id}-part_of_day`}
        legend={`${t("fields.part_of_day")} *`}
        options={PARTS_OF_DAY.map((value) => ({ value, label: t(`partsOfDay.${value}`) }))}
        error={errors.part_of_day?.message}
        {...form.register("part_of_day")}
      />
    </div>
  );
}

/** Visually hidden, out of the tab order and of the accessibility tree: only robots fill it in. */
function Honeypot({ form, id }: { form: Form; id: string }) {
  const t = useTranslations("leads");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>{t("fields.website")}</label>
      <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
    </div>
  );
}
