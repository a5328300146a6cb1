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
import { crmProjectPath, PROJECT_STATUSES, type ProjectStatus } from "@/lib/crm/project-statuses";
import { CoordinatePicker } from "./coordinate-picker";
import { panelClass } from "./field-styles";
import { SelectField, TextAreaField } from "./form-fields";

type TownChoice = { id: number; name: string; costa: string; lat: number; lng: number };
type Values = {
  name: string;
  developer: string;
  description: string;
  type_id: string;
  town_id: string;
  lat: string;
  lng: string;
  status: ProjectStatus;
  delivery_date: string;
  amenities: string;
  published: boolean;
};
const FIELDS = ["name", "developer", "description", "type_id", "town_id", "lat", "lng", "status", "delivery_date", "amenities", "published"] as const;

type Props = { towns: TownChoice[]; types: { id: number; label: string }[]; statusLabels: Record<ProjectStatus, string> };

/** A number as typed, or the text itself, so the server names a bad field (never a silent NaN). */
const numberOrText = (value: string) => (/^-?\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value);

/** Costas in list order, each with its towns. */
function byCosta(towns: TownChoice[]): [string, TownChoice[]][] {
  const groups = new Map<string, TownChoice[]>();
  for (const town of towns) groups.set(town.costa, [...(groups.get(town.costa) ?? []), town]);
  return [...groups];
}

/**
 * A new listing by hand (`POST /api/crm/projects`): texts, type, a town of the geo list (its centre
 * fills empty coordinates), coordinates, status, delivery, features one per line, publication. The
 * server checks as strictly as a feed import; its 422 lands at the fields. Then on to its page for units.
 */
export function ListingCreateForm({ towns, types, statusLabels }: Props) {
  const t = useTranslations("crm");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const form = useForm<Values>({
    defaultValues: { name: "", developer: "", description: "", type_id: "", town_id: "", lat: "", lng: "", status: "off_plan", delivery_date: "", amenities: "", published: true },
  });
  const { errors } = form.formState;
  const [latText, lngText] = useWatch({ control: form.control, name: ["lat", "lng"] });
  const coordinate = (text: string) => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : null);
  const pickOnMap = (lat: number, lng: number) => {
    form.setValue("lat", String(lat), { shouldDirty: true });
    form.setValue("lng", String(lng), { shouldDirty: true });
  };

  function onTownChange(townId: string) {
    const town = towns.find((option) => String(option.id) === townId);
    if (!town) return;
    if (!form.getValues("lat").trim()) form.setValue("lat", String(town.lat));
    if (!form.getValues("lng").trim()) form.setValue("lng", String(town.lng));
  }

  async function onValid(values: Values) {
    submit.start();
    const body = {
      name: values.name,
      developer: values.developer,
      description: values.description,
      type_id: numberOrText(values.type_id),
      town_id: numberOrText(values.town_id),
      lat: numberOrText(values.lat),
      lng: numberOrText(values.lng),
      status: values.status,
      delivery_date: values.delivery_date || null,
      amenities: values.amenities.split("\n").map((line) => line.trim()).filter(Boolean),
      published: values.published,
    };
    let created: { id: number };
    try {
      // Typed numbers the server checks; text where the person typed text, so its field is named.
      created = (await apiCall("POST /api/crm/projects", { body: body as never })).data;
    } catch (error) {
      submit.fail(failureMessage(error, form.setError, FIELDS, { checkFields: t("form.checkFields"), someError: tFeedback("some_error") }));
      return;
    }
    submit.succeed();
    notifySuccess(t("listings.created"));
    router.push(crmProjectPath(created.id));
  }

  const townField = form.register("town_id");
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("projects.texts")}
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField id={`${id}-name`} label={t("projects.name")} maxLength={200} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField id={`${id}-developer`} label={t("listings.developer")} maxLength={200} autoComplete="off" error={errors.developer?.message} {...form.register("developer")} />
        <TextAreaField id={`${id}-description`} label={t("projects.description")} rows={6} error={errors.description?.message} className="md:col-span-2" {...form.register("description")} />
        <SelectField id={`${id}-type`} label={t("listings.type")} error={errors.type_id?.message} {...form.register("type_id")}>
          <option value="">{t("listings.choose")}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-town`} label={t("projects.town")} hint={t("listings.townHint")} error={errors.town_id?.message} {...townField} onChange={(event) => { void townField.onChange(event); onTownChange(event.target.value); }}>
          <option value="">{t("listings.choose")}</option>
          {byCosta(towns).map(([costa, options]) => (
            <optgroup key={costa} label={costa}>
              {options.map((town) => (
                <option key={town.id} value={town.id}>
                  {town.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField id={`${id}-lat`} label={t("listings.lat")} hint={t("listings.coordinatesHint")} inputMode="decimal" autoComplete="off" error={errors.lat?.message} {...form.register("lat")} />
        <TextField id={`${id}-lng`} label={t("listings.lng")} inputMode="decimal" autoComplete="off" error={errors.lng?.message} {...form.register("lng")} />
        <div className="md:col-span-2">
          <CoordinatePicker lat={coordinate(latText)} lng={coordinate(lngText)} onPick={pickOnMap} />
        </div>
        <SelectField id={`${id}-status`} label={t("projects.status")} error={errors.status?.message} {...form.register("status")}>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-delivery`} type="date" label={t("projects.deliveryDate")} optional={t("form.optional")} error={errors.delivery_date?.message} {...form.register("delivery_date")} />
        <TextAreaField id={`${id}-amenities`} label={t("listings.amenities")} hint={t("listings.amenitiesHint")} rows={4} error={errors.amenities?.message} className="md:col-span-2" {...form.register("amenities")} />
        <CheckboxField id={`${id}-published`} label={t("listings.publishNow")} error={errors.published?.message} className="md:col-span-2" {...form.register("published")} />
        <div className="space-y-3 md:col-span-2">
          <FormAlert message={submit.alert} />
          <Button type="submit" state={submit.state}>
            {t("listings.create")}
          </Button>
        </div>
      </form>
    </section>
  );
}
