"use client";

import { rememberRegisterPrefill } from "@/lib/accounts/register-prefill";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSignedInHint } from "@/components/account/session/signed-in-hint";
import { notifySuccess, notifyWarning } from "@/components/feedback/notify";
import { RadioGroupField } from "@/components/forms/radio-group";
import { FormAlert } from "@/components/forms/text-field";
import { failureMessage, useSubmitState } from "@/components/forms/use-submit-state";
import { Button } from "@/components/ui/button";
import { ApiFailure } from "@/lib/api/client";
import type { RequestKind } from "@/lib/leads/kinds";
import type { LeadRequest } from "@/lib/leads/schemas";
import type { PrefillUser } from "./client-prefill";
import { LeadDone } from "./lead-done";
import { LeadFields } from "./lead-fields";
import { emptyLeadValues, fieldsOf, leadResolver, PERSON_FIELDS, type LeadFormValues } from "./lead-values";
import { registerHref } from "./register-link";
import { leadSender, type SentLead } from "./send-lead";
import { pushEvent } from "@/lib/tracking/data-layer";
import { generateLead } from "@/lib/tracking/events";

// Only for a visitor with the signed-in hint: a guest's form loads no TanStack Query.
const ClientPrefill = lazy(() => import("./client-prefill"));

/** What a form says about the site it is sent on. */
export interface LeadSite {
  name: string;
  /** The site's registration page (a guest asking for a document is offered it). */
  registerPath: string;
  /** The site's privacy statement, linked beside the consent box. */
  privacyPath: string;
}

export interface LeadFormProps {
  /** The kinds to choose from (a radio group when more than one). */
  kinds: readonly RequestKind[];
  initialKind: RequestKind;
  project: { id: number; name: string } | null;
  /** The site's partner slug, sent as `partner` (null: the main brand). */
  partner: string | null;
  site: LeadSite;
  /** Say which project the request is about (not needed on the project's own page). */
  nameProject?: boolean;
  /** Focus the kind chosen when the form appears (it replaced the button that had the focus). */
  focusKind?: boolean;
}

/** One request form (spec sections 3 and 4): the kind's fields, the API's own checks, idempotent sending. */
export function LeadForm({ kinds, initialKind, project, partner, site, nameProject = true, focusKind = false }: LeadFormProps) {
  const t = useTranslations("leads");
  const tFeedback = useTranslations("feedback");
  const id = useId();
  const submit = useSubmitState();
  const hint = useSignedInHint();
  const [client, setClient] = useState<PrefillUser | null>(null);
  const [sent, setSent] = useState<{ lead: SentLead; values: LeadRequest; client: boolean } | null>(null);
  const [sender] = useState(leadSender);
  /** The sender is trying again after no answer or a 503: the visitor is told it is still on its way. */
  const [retrying, setRetrying] = useState(false);
  const dateOutOfRange = t("dateOutOfRange");
  const resolver = useMemo(() => leadResolver(partner, dateOutOfRange), [partner, dateOutOfRange]);
  const form = useForm<LeadFormValues, unknown, LeadRequest>({ resolver, defaultValues: emptyLeadValues(initialKind, project?.id ?? null) });
  const kind = useWatch({ control: form.control, name: "kind" });
  const kindRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    sender.start();
    if (focusKind) kindRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, [sender, focusKind]);

  // The contact page finds its project after the form is there.
  const projectId = project?.id ?? null;
  useEffect(() => form.setValue("project_id", projectId), [form, projectId]);

  // A logged-in client's details fill the fields still empty (never what was typed).
  const onUser = useCallback(
    (user: PrefillUser | null) => {
      setClient(user);
      if (!user) return;
      for (const name of PERSON_FIELDS) {
        const value = user[name];
        if (value && !form.getValues(name)) form.setValue(name, value);
      }
    },
    [form],
  );

  async function onValid(values: LeadRequest) {
    submit.start();
    try {
      const lead = await sender.send(values, () => setRetrying(true));
      submit.succeed();
      pushEvent(generateLead(values.kind, values.project_id));
      notifySuccess(lead.message || tFeedback("thanks_request"));
      // A guest may go on to register: the form there starts with these details.
      if (client === null) rememberRegisterPrefill(values);
      setSent({ lead: { ...lead, message: lead.message || tFeedback("thanks_request") }, values, client: client !== null });
    } catch (error) {
      const shown = fieldsOf(form.getValues("kind"));
      submit.fail(failureMessage(error, form.setError, shown, { checkFields: t("checkFields"), someError: tFeedback("some_error") }));
      if (!(error instanceof ApiFailure) || error.status === 0) notifyWarning(tFeedback("some_error"), { id: "lead-failed" });
    } finally {
      setRetrying(false);
    }
  }

  function another() {
    const values = form.getValues();
    form.reset({ ...emptyLeadValues(values.kind, values.project_id), ...Object.fromEntries(PERSON_FIELDS.map((name) => [name, values[name]])) });
    submit.reset();
    setSent(null);
  }

  if (sent) {
    const href = registerHref(site.registerPath);
    return <LeadDone sent={sent.lead} kind={sent.values.kind} client={sent.client} registerHref={href} onAnother={another} />;
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, () => submit.fail(null))} className="relative space-y-5" aria-describedby={`${id}-intro`}>
      {hint && (
        <Suspense fallback={null}>
          <ClientPrefill onUser={onUser} />
        </Suspense>
      )}
      {project && nameProject && (
        <p className="rounded-md bg-slate-50 p-3 font-semibold text-heading ring-1 ring-slate-200" data-testid="lead-project">
          {t("aboutProject", { name: project.name })}
        </p>
      )}
      <p id={`${id}-intro`} className="text-sm text-slate-600">
        {t("formIntro")}
        {client && ` ${t("prefilled")}`}
      </p>
      {kinds.length > 1 && (
        <RadioGroupField
          id={`${id}-kind`}
          legend={t("kindLegend")}
          pills
          options={kinds.map((value) => ({ value, label: t(`kinds.${value}` as "kinds.price_list") }))}
          {...form.register("kind")}
          fieldsetRef={kindRef}
        />
      )}
      <LeadFields form={form} kind={kind} id={id} site={site} />
      <div>
        <FormAlert message={submit.alert} />
        {/* Always there, so that screen readers announce the text when it appears. */}
        <div role="status" data-testid="lead-still-sending">
          {retrying && <p className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200">{t("stillSending")}</p>}
        </div>
      </div>
      <Button type="submit" state={submit.state} className="w-full sm:w-auto">
        {t(`submit.${kind}`)}
      </Button>
    </form>
  );
}
