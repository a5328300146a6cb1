"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { FieldError, FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { aboutPhotoProblem, aboutPhotoSrc } from "@/lib/partners/about-photo";
import { LOGO_TYPES } from "@/lib/partners/logo";
import { panelClass } from "./field-styles";
import { base64OfBytes } from "./base64";

type Props = { partnerName: string; photoUrl: string | null };

/**
 * The owner's "over ons" photo for the uw-makelaar page: upload (JPEG, PNG or WebP up to 8 MB, checked
 * here by its first bytes as the server checks again and resizes it) or remove.
 */
export function AboutPhotoUpload({ partnerName, photoUrl }: Props) {
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
    const problem = !chosen || !bytes ? "choose" : aboutPhotoProblem(bytes, chosen.type);
    setFieldError(problem === null ? undefined : t(problem === "size" ? "aboutPhotoSize" : problem === "choose" ? "logoChoose" : "logoType"));
    if (problem !== null || !chosen || !bytes) {
      upload.fail(null);
      file.current?.focus();
      return;
    }
    const body = { type: chosen.type, data: base64OfBytes(bytes) };
    await send(() => apiCall("POST /api/crm/my-partner/about-photo", { body }), upload, t("aboutPhotoSaved"));
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("aboutPhoto")}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {photoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, served as stored
          <img src={aboutPhotoSrc(photoUrl, 480)} alt={t("aboutPhotoCurrent", { name: partnerName })} width={160} height={120} className="aspect-[4/3] w-40 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200" />
        ) : (
          <p className="text-slate-700">{t("aboutPhotoNone")}</p>
        )}
        {photoUrl && (
          <Button variant="outline" size="sm" state={removal.state} onClick={() => send(() => apiCall("DELETE /api/crm/my-partner/about-photo", {}), removal, t("aboutPhotoRemoved"))}>
            {t("aboutPhotoRemove")}
          </Button>
        )}
      </div>
      <FormAlert message={removal.alert} />
      <form noValidate onSubmit={onUpload} className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
            {t("aboutPhotoFile")}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {t("aboutPhotoHint")}
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
          {t("aboutPhotoUpload")}
        </Button>
      </form>
    </section>
  );
}
