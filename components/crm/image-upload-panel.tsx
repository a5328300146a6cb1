"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FieldError, FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure } from "@/lib/api/client";
import { IMAGE_TYPES } from "@/lib/media/image-type";
import { panelClass } from "./field-styles";
import { base64OfBytes } from "./base64";

/** The texts of one image's panel (the logo's, the over-ons photo's), already translated. */
interface ImagePanelTexts {
  title: string;
  none: string;
  remove: string;
  file: string;
  hint: string;
  upload: string;
  saved: string;
  removed: string;
  tooLarge: string;
}

interface Props {
  texts: ImagePanelTexts;
  /** The image as it is now, or null when there is none. */
  current: ReactNode | null;
  /** What is wrong with a chosen file before it is sent (the server checks again). */
  problemOf: (bytes: Uint8Array, declaredType: string) => string | null;
  upload: (body: { type: string; data: string }) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/**
 * A partner's image in the CRM: the current one with "remove", and a file to upload (PNG, JPEG or
 * WebP, sent as base64). The site shows a new one at once (a new versioned URL), so the page refreshes.
 */
export function ImageUploadPanel({ texts, current, problemOf, upload, remove }: Props) {
  const t = useTranslations("crm.partners");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const uploading = useSubmitState();
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
    const problem = !chosen || !bytes ? "choose" : problemOf(bytes, chosen.type);
    setFieldError(problem === null ? undefined : problem === "size" ? texts.tooLarge : t(problem === "choose" ? "logoChoose" : "logoType"));
    if (problem !== null || !chosen || !bytes) {
      uploading.fail(null);
      file.current?.focus();
      return;
    }
    await send(() => upload({ type: chosen.type, data: base64OfBytes(bytes) }), uploading, texts.saved);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {texts.title}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {current ?? <p className="text-slate-700">{texts.none}</p>}
        {current && (
          <Button variant="outline" size="sm" state={removal.state} onClick={() => send(remove, removal, texts.removed)}>
            {texts.remove}
          </Button>
        )}
      </div>
      <FormAlert message={removal.alert} />
      <form noValidate onSubmit={onUpload} className="mt-4 space-y-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
            {texts.file}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {texts.hint}
          </p>
          <input
            ref={file}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[`${id}-hint`, fieldError ? `${id}-error` : null].filter(Boolean).join(" ")}
            className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border-0 file:bg-slate-200 file:px-4 file:font-semibold"
          />
          <FieldError id={`${id}-error`} message={fieldError} />
        </div>
        <FormAlert message={uploading.alert} />
        <Button type="submit" state={uploading.state}>
          {texts.upload}
        </Button>
      </form>
    </section>
  );
}
