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
import { partnerPath } from "@/lib/crm/paths";
import type { PartnerForAdmin } from "@/lib/partners/present";
import { SOCIAL_NETWORKS } from "@/lib/partners/socials";
import { ColorField } from "./color-field";
import { ColorPreview } from "./color-preview";
import { panelClass } from "./field-styles";
import { TextAreaField } from "./form-fields";
import { partnerBody, partnerFormValues, PARTNER_FIELDS, type PartnerFormValues } from "./partner-form-values";

type Props = { partner: PartnerForAdmin | null; costas: Array<{ id: number; name: string }> };

/**
 * A partner, new or existing. The server checks with the CLI's rules (lib/partners/schemas.ts) and its
 * 422 lands at the fields; here the colours preview live, with a warning when they are hard to read.
 */
export function PartnerForm({ partner, costas }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<PartnerFormValues>({ defaultValues: partnerFormValues(partner) });
  const { errors } = form.formState;
  const [name, primary, secondary, useHeading, heading] = useWatch({ control: form.control, name: ["name", "primary", "secondary", "useHeading", "heading"] });
  const field = (key: Exclude<keyof PartnerFormValues, "regions" | "useHeading" | "active" | "primary" | "secondary" | "heading" | "whatsapp" | "opening_hours" | "about" | "socials">, options: { type?: string; hint?: string; optional?: boolean; autoComplete?: string } = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={t(`partners.${key}`)}
      type={options.type ?? "text"}
      hint={options.hint}
      optional={options.optional ? t("form.optional") : undefined}
      autoComplete={options.autoComplete ?? "off"}
      error={errors[key]?.message}
      {...form.register(key)}
    />
  );

  async function onValid(values: PartnerFormValues) {
    submit.start();
    let saved: PartnerForAdmin;
    try {
      saved = partner
        ? (await apiCall("PATCH /api/crm/partners/{id}", { params: { id: partner.id }, body: partnerBody(values, false) })).data
        : (await apiCall("POST /api/crm/partners", { body: partnerBody(values, true) })).data;
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, PARTNER_FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(partner ? t("partners.saved") : t("partners.created"));
    if (partner) router.refresh();
    else router.push(partnerPath(saved.id));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-6">
      <section className={`${panelClass} grid gap-4 md:grid-cols-2`}>
        {partner ? (
          <TextField id={`${id}-slug`} label={t("partners.slug")} hint={t("partners.slugHint")} value={partner.slug} readOnly />
        ) : (
          field("slug", { hint: t("partners.slugHint") })
        )}
        {field("name", { autoComplete: "organization" })}
        {field("domain", { hint: t("partners.domainHint"), optional: true })}
        <CheckboxField id={`${id}-active`} label={t("partners.active")} error={errors.active?.message} className="self-end" {...form.register("active")} />
      </section>

      <fieldset className={`${panelClass} grid gap-6 md:grid-cols-2`}>
        <legend className="text-lg font-bold text-slate-900">{t("partners.colors")}</legend>
        <div className="space-y-4">
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
        {field("company", { optional: true, autoComplete: "organization" })}
        {field("person", { optional: true })}
        {field("role", { optional: true })}
        {field("email", { type: "email", optional: true })}
        {field("phone", { type: "tel", optional: true })}
        {field("website", { type: "url", optional: true })}
        <div className="md:col-span-2">{field("address", { optional: true })}</div>
        {partner && (
          <>
            <TextField id={`${id}-whatsapp`} label={t("mySite.whatsapp")} type="tel" optional={t("form.optional")} autoComplete="off" error={errors.whatsapp?.message} {...form.register("whatsapp")} />
            <TextAreaField id={`${id}-opening-hours`} label={t("mySite.openingHours")} className="md:col-span-2" error={errors.opening_hours?.message} {...form.register("opening_hours")} />
            <TextAreaField id={`${id}-about`} label={t("mySite.about")} hint={t("mySite.aboutHint")} className="md:col-span-2" error={errors.about?.message} {...form.register("about")} />
          </>
        )}
      </section>

      {partner && (
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
      )}

      <fieldset className={panelClass} aria-describedby={`${id}-regions-hint`}>
        <legend className="text-lg font-bold text-slate-900">{t("partners.regions")}</legend>
        <p id={`${id}-regions-hint`} className="text-sm text-slate-600">
          {t("partners.regionsHint")}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {costas.map((costa) => (
            <CheckboxField key={costa.id} id={`${id}-region-${costa.id}`} label={costa.name} value={String(costa.id)} {...form.register("regions")} />
          ))}
        </div>
        {errors.regions?.message && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.regions.message}
          </p>
        )}
      </fieldset>

      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state}>
        {partner ? t("partners.save") : t("partners.create")}
      </Button>
    </form>
  );
}
