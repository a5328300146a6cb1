"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import type { CrmProjectDetail } from "@/lib/crm/project-present";
import { PROJECT_STATUSES, type ProjectStatus } from "@/lib/crm/project-statuses";
import { panelClass } from "./field-styles";
import { SelectField, TextAreaField } from "./form-fields";

type Values = { name: string; developer: string; description: string; amenities: string; status: ProjectStatus; delivery_date: string; featured: boolean };
const FIELDS = ["name", "developer", "description", "amenities", "status", "delivery_date", "featured"] as const;

type Props = { project: Pick<CrmProjectDetail, "id" | "name" | "developer" | "description" | "amenities" | "status" | "delivery_date" | "featured">; statusLabels: Record<ProjectStatus, string> };

/**
 * A project's Dutch texts, developer, features (one per line), status, delivery date and featured flag
 * (`PATCH /api/crm/projects/{id}`).
 * The server checks with the import's limits; its 422 lands at the fields.
 */
export function ProjectForm({ project, statusLabels }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({
    values: { name: project.name, developer: project.developer, description: project.description, amenities: project.amenities.join("\n"), status: project.status, delivery_date: project.delivery_date ?? "", featured: project.featured },
  });
  const { errors } = form.formState;

  async function onValid(values: Values) {
    submit.start();
    try {
      await apiCall("PATCH /api/crm/projects/{id}", {
        params: { id: project.id },
        body: {
          name: values.name,
          developer: values.developer,
          description: values.description,
          // Sent only when edited: a feed's features stay exactly as imported otherwise.
          amenities: values.amenities === project.amenities.join("\n") ? undefined : values.amenities.split("\n").map((line) => line.trim()).filter(Boolean),
          status: values.status,
          delivery_date: values.delivery_date || null,
          featured: values.featured,
        },
      });
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("projects.saved"));
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("projects.texts")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField id={`${id}-name`} label={t("projects.name")} maxLength={200} autoComplete="off" error={errors.name?.message} className="md:col-span-2" {...form.register("name")} />
        <TextField id={`${id}-developer`} label={t("listings.developer")} maxLength={200} autoComplete="off" error={errors.developer?.message} className="md:col-span-2" {...form.register("developer")} />
        <TextAreaField id={`${id}-description`} label={t("projects.description")} rows={10} error={errors.description?.message} className="md:col-span-2" {...form.register("description")} />
        <TextAreaField id={`${id}-amenities`} label={t("listings.amenities")} hint={t("listings.amenitiesHint")} rows={4} error={errors.amenities?.message} className="md:col-span-2" {...form.register("amenities")} />
        <SelectField id={`${id}-status`} label={t("projects.status")} error={errors.status?.message} {...form.register("status")}>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-delivery`} type="date" label={t("projects.deliveryDate")} optional={t("form.optional")} error={errors.delivery_date?.message} {...form.register("delivery_date")} />
        <CheckboxField id={`${id}-featured`} label={t("projects.featuredLabel")} error={errors.featured?.message} className="md:col-span-2" {...form.register("featured")} />
        <div className="space-y-3 md:col-span-2">
          <FormAlert message={submit.alert} />
          <Button type="submit" state={submit.state}>
            {t("projects.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
