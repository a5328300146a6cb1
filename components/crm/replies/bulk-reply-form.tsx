"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { SelectField } from "../form-fields";

type Option = { id: number; label: string };

/**
 * One template to several leads at once (`POST /api/crm/leads/bulk-reply`), each filled for its own
 * lead. Self-contained (it loads the templates the user may use), so a row selection can drop it in
 * with the chosen ids. All or nothing: a lead out of reach refuses the whole request, shown as the alert.
 */
export function BulkReplyForm({ leadIds, onSent }: { leadIds: number[]; onSent?: () => void }) {
  const t = useTranslations("crm.replies");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();
  const [options, setOptions] = useState<Option[] | null>(null);
  const [chosen, setChosen] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    apiCall("GET /api/crm/reply-templates", { query: {} })
      .then(({ data }) => {
        const partners = new Set(data.map((template) => template.partner.id));
        // The admin sees every partner's: the partner's name tells them apart.
        if (current) setOptions(data.map((template) => ({ id: template.id, label: partners.size > 1 ? `${template.name} (${template.partner.name})` : template.name })));
      })
      .catch(() => current && setOptions([]));
    return () => {
      current = false;
    };
  }, []);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setFieldError(t("chooseTemplate"));
      submit.fail(null);
      return;
    }
    setFieldError(undefined);
    submit.start();
    try {
      const { data } = await apiCall("POST /api/crm/leads/bulk-reply", { body: { template_id: Number(chosen), lead_ids: leadIds } });
      submit.succeed();
      notifySuccess(t("bulkSent", { count: data.sent.length }));
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? [error.message, ...Object.values(error.fields).flat()].join(" ") : tFeedback("some_error"));
      return;
    }
    onSent?.();
    router.refresh();
  }

  return (
    <form noValidate onSubmit={send} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-base font-bold text-slate-900">
        {t("bulkTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("bulkCount", { count: leadIds.length })}</p>
      {options?.length === 0 ? (
        <p className="text-sm text-slate-700">{t("bulkNone")}</p>
      ) : (
        <SelectField id={`${id}-template`} label={t("template")} value={chosen} error={fieldError} disabled={options === null} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t("chooseTemplate")}</option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      <FormAlert message={submit.alert} />
      <Button type="submit" state={submit.state} disabled={!options?.length || leadIds.length === 0}>
        {t("bulkSend")}
      </Button>
    </form>
  );
}
