"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, TextField } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import type { DomainStatus } from "@/lib/partners/domain";
import { panelClass } from "./field-styles";

/** The DNS record to create, and whether the domain already points to the site (the server looked it up). */
export function DomainRecord({ status }: { status: DomainStatus }) {
  const t = useTranslations("crm.domain");
  if (!status.record) return null;
  return (
    <div className="mt-3 space-y-2" role="status">
      <p className="text-slate-800">{t("recordIntro")}</p>
      <table className="text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="pr-6 font-semibold">{t("type")}</th>
            <th className="pr-6 font-semibold">{t("name")}</th>
            <th className="font-semibold">{t("value")}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="font-mono text-slate-900">
            <td className="pr-6">{status.record.type}</td>
            <td className="pr-6">{status.record.name}</td>
            <td>{status.record.value}</td>
          </tr>
        </tbody>
      </table>
      <p className={status.points_to_us ? "font-semibold text-emerald-800" : "font-semibold text-amber-900"}>{status.points_to_us ? t("pointsToUs") : t("notYet")}</p>
    </div>
  );
}

/** The owner's own domain: ask for one (the admin activates it), see the record to create, check again. */
export function DomainPanel({ initial }: { initial: DomainStatus }) {
  const t = useTranslations("crm.domain");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const [status, setStatus] = useState(initial);
  const [domain, setDomain] = useState(initial.requested_domain ?? "");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submit = useSubmitState();

  async function run(work: () => Promise<{ data: DomainStatus }>) {
    submit.start();
    setFieldError(undefined);
    try {
      setStatus((await work()).data);
      submit.succeed();
    } catch (error) {
      const failure = error instanceof ApiFailure && error.status !== 0 ? error : null;
      setFieldError(failure?.fields.domain?.[0]);
      submit.fail(failure ? (failure.fields.domain ? null : failure.message) : tFeedback("some_error"));
    }
  }

  function onRequest(event: FormEvent) {
    event.preventDefault();
    void run(() => apiCall("POST /api/crm/my-partner/domain", { body: { domain } }));
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-800">{status.domain ? t("active", { domain: status.domain }) : t("noneActive")}</p>
      {status.requested_domain && <p className="mt-1 text-slate-800">{t("pending", { domain: status.requested_domain })}</p>}
      <DomainRecord status={status} />
      <form noValidate onSubmit={onRequest} className="mt-4 flex flex-wrap items-end gap-3">
        <TextField id={`${id}-domain`} label={t("field")} hint={t("hint")} value={domain} onChange={(event) => setDomain(event.target.value)} error={fieldError} autoComplete="off" className="min-w-64 flex-1" />
        <Button type="submit" state={submit.state}>
          {t("request")}
        </Button>
        {status.record && (
          <Button variant="outline" type="button" onClick={() => void run(() => apiCall("GET /api/crm/my-partner/domain", {}))}>
            {t("checkAgain")}
          </Button>
        )}
        {status.requested_domain && (
          <Button variant="outline" type="button" onClick={() => void run(() => apiCall("POST /api/crm/my-partner/domain", { body: { domain: null } }))}>
            {t("withdraw")}
          </Button>
        )}
      </form>
      <FormAlert message={submit.alert} />
    </section>
  );
}
