"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { SOCIAL_NETWORKS } from "@/lib/partners/socials";
import type { BrandForOwner } from "@/lib/partners/present";
import { brandBody, brandFormValues, BRAND_FIELDS, type BrandFormValues } from "./brand-form-values";
import { ColorField } from "./color-field";
import { ColorPreview } from "./color-preview";
import { panelClass } from "./field-styles";
import { TextAreaField } from "./form-fields";

type TextKey = "name" | "email" | "phone" | "whatsapp" | "person" | "role" | "company" | "address" | "website";

/**
 * The owner's brand and contact details. Colours preview live in the site's real text colours; where
 * a chosen pair would be hard to read the preview says which colour the site uses instead, so a
 * partner's choice never makes its site unreadable. The server checks again (422 at the fields).
 */
export function BrandForm({ brand }: { brand: BrandForOwner }) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<BrandFormValues>({ defaultValues: brandFormValues(brand) });
  const { errors } = form.formState;
  const [name, primary, secondary, useHeading, heading] = useWatch({ control: form.control, name: ["name", "primary", "secondary", "useHeading", "heading"] });
  const field = (key: TextKey, options: { type?: string; autoComplete?: string; optional?: boolean } = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={t(key === "whatsapp" ? "mySite.whatsapp" : `partners.${key}`)}
      type={options.type ?? "text"}
      optional={options.optional === false ? undefined : t("form.optional")}
      autoComplete={options.autoComplete ?? "off"}
      error={errors[key]?.message}
      {...form.register(key)}
    />
  );

  async function onValid(values: BrandFormValues) {
    submit.start();
    try {
      await apiCall("PATCH /api/crm/my-partner", { body: brandBody(values) });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, BRAND_FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("mySite.saved"));
    router.refresh();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-6" aria-label={t("mySite.formLabel")}>
      <fieldset className={`${panelClass} grid gap-6 md:grid-cols-2`}>
        <legend className="text-lg font-bold text-slate-900">{t("mySite.brandTitle")}</legend>
        <div className="space-y-4">
          {field("name", { autoComplete: "organization", optional: false })}
          {(["primary", "secondary"] as const).map((key) => (
            <ColorField key={key} id={`${id}-${key}`} label={t(`partners.${key}`)} codeLabel={t("partners.colorCode", { label: t(`partners.${key}`) })} value={key === "primary" ? primary : secondary} error={errors[key]?.message} onCode={(hex) => form.setValue(key, hex, { shouldDirty: true })} {...form.register(key)} />
          ))}
          <CheckboxField id={`${id}-use-heading`} label={t("partners.useHeading")} {...form.register("useHeading")} />
          {useHeading ? (
            <ColorField id={`${id}-heading`} label={t("partners.heading")} codeLabel={t("partners.colorCode", { label: t("partners.heading") })} value={heading} error={errors.heading?.message} onCode={(hex) => form.setValue("heading", hex, { shouldDirty: true })} {...form.register("heading")} />
          ) : (
            <p className="text-sm text-slate-600">{t("partners.headingHint")}</p>
          )}
        </div>
        <ColorPreview name={name} primary={primary} secondary={secondary} heading={useHeading ? heading : null} />
      </fieldset>

      <section className={`${panelClass} grid gap-4 md:grid-cols-2`} aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`} className="text-lg font-bold text-slate-900 md:col-span-2">
          {t("partners.contact")}
        </h2>
        {field("company", { autoComplete: "organization" })}
        {field("person")}
        {field("role")}
        {field("email", { type: "email" })}
        {field("phone", { type: "tel" })}
        {field("whatsapp", { type: "tel" })}
        {field("website", { type: "url" })}
        {field("address")}
        <TextAreaField id={`${id}-opening-hours`} label={t("mySite.openingHours")} className="md:col-span-2" error={errors.opening_hours?.message} {...form.register("opening_hours")} />
        <TextAreaField id={`${id}-about`} label={t("mySite.about")} hint={t("mySite.aboutHint")} className="md:col-span-2" error={errors.about?.message} {...form.register("about")} />
      </section>

      <fieldset className={`${panelClass} grid gap-4 md:grid-cols-2`}>
        <legend className="text-lg font-bold text-slate-900">{t("mySite.socials")}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            id={`${id}-social-${network}`}
            label={t(`mySite.networks.${network}`)}
            type="url"
            optional={t("form.optional")}
            autoComplete="off"
            error={errors.socials?.[network]?.message}
            {...form.register(`socials.${network}`)}
          />
        ))}
      </fieldset>

      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state}>
        {t("mySite.save")}
      </Button>
    </form>
  );
}
