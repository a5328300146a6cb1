"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { FieldError, FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { LOGO_TYPES, logoProblem } from "@/lib/partners/logo";
import { panelClass } from "./field-styles";
import { base64OfBytes } from "./base64";

/** `partnerId` null: the owner's own partner (the my-partner calls); a number: the admin's calls for that partner. */
type Props = { partnerId: number | null; partnerName: string; logoUrl: string | null };

/**
 * The partner's logo: upload (PNG, JPEG or WebP up to 512 kB, checked here by its first bytes as the
 * server checks again) or remove. The site shows the new one at once (a new versioned URL).
 */
export function LogoUpload({ partnerId, partnerName, logoUrl }: Props) {
  const t = useTranslations("crm.partners");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const upload = useSubmitState();
  const removal = useSubmitState();
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function send(run: () => Promise<unknown>, state: ReturnType<typeof useSubmitState>, done: string) {
    state.start();
    try {
      await run();
    } catch (error) {
      const message = error instanceof ApiFailure && error.status !== 0 ? (error.fields.data?.[0] ?? error.message) : tFeedback("some_error");
      state.fail(message);
      return;
    }
    state.succeed();
    notifySuccess(done);
    if (file.current) file.current.value = "";
    router.refresh();
  }

  async function onUpload(event: FormEvent) {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    const bytes = chosen ? new Uint8Array(await chosen.arrayBuffer()) : null;
    const problem = !chosen || !bytes ? "choose" : logoProblem(bytes, chosen.type);
    setFieldError(problem === null ? undefined : t(problem === "size" ? "logoSize" : problem === "choose" ? "logoChoose" : "logoType"));
    if (problem !== null || !chosen || !bytes) {
      upload.fail(null);
      file.current?.focus();
      return;
    }
    const body = { type: chosen.type, data: base64OfBytes(bytes) };
    await send(() => (partnerId === null ? apiCall("POST /api/crm/my-partner/logo", { body }) : apiCall("POST /api/crm/partners/{id}/logo", { params: { id: partnerId }, body })), upload, t("logoSaved"));
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("logo")}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the partner's own small upload, served as stored
          <img src={logoUrl} alt={t("logoCurrent", { name: partnerName })} width={96} height={96} className="size-24 rounded-md bg-slate-100 object-contain ring-1 ring-slate-200" />
        ) : (
          <p className="text-slate-700">{t("logoNone")}</p>
        )}
        {logoUrl && (
          <Button variant="outline" size="sm" state={removal.state} onClick={() => send(() => (partnerId === null ? apiCall("DELETE /api/crm/my-partner/logo", {}) : apiCall("DELETE /api/crm/partners/{id}/logo", { params: { id: partnerId } })), removal, t("logoRemoved"))}>
            {t("logoRemove")}
          </Button>
        )}
      </div>
      <FormAlert message={removal.alert} />
      <form noValidate onSubmit={onUpload} className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
            {t("logoFile")}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {t("logoHint")}
          </p>
          <input
            ref={file}
            id={`${id}-file`}
            type="file"
            accept={LOGO_TYPES.join(",")}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[`${id}-hint`, fieldError ? `${id}-error` : null].filter(Boolean).join(" ")}
            className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-slate-200 file:px-4 file:font-semibold"
          />
          <FieldError id={`${id}-error`} message={fieldError} />
        </div>
        <FormAlert message={upload.alert} />
        <Button type="submit" state={upload.state}>
          {t("logoUpload")}
        </Button>
      </form>
    </section>
  );
}
