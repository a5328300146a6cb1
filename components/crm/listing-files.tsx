"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { CheckboxField, FormAlert, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { confidentialByDefault, type ListingFile, type ListingFileKind } from "@/lib/crm/listing-file-kinds";
import { base64Of } from "./base64";
import { panelClass } from "./field-styles";
import { useRefreshingAction } from "./use-refreshing-action";
import { FileKindSelect, ListingFileRow } from "./listing-file-row";

/**
 * A hand-made listing's files (floor plans, price lists, brochures as PDF): upload with a title and kind,
 * confidential by the spec's rule until the user says otherwise; each file renamed or deleted in place.
 */
export function ListingFiles({ projectId, files }: { projectId: number; files: ListingFile[] }) {
  const t = useTranslations("crm.listings");
  const id = useId();
  const { submit, run } = useRefreshingAction();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [kind, setKind] = useState<ListingFileKind>("price_list");
  // Follows the kind until the user ticks or unticks it.
  const [confidential, setConfidential] = useState<boolean | null>(null);


  async function upload() {
    const file = input.current?.files?.[0];
    if (!file) return submit.fail(t("fileChoose"));
    await run(async () => {
      const body = { title: title.trim() || file.name.replace(/\.pdf$/i, ""), kind, confidential: confidential ?? confidentialByDefault(kind), file_name: file.name.slice(0, 200), data: await base64Of(file) };
      await apiCall("POST /api/crm/projects/{id}/files", { params: { id: projectId }, body });
      if (input.current) input.current.value = "";
      setTitle("");
      setConfidential(null);
    }, t("fileUploaded"));
  }

  const busy = submit.state === "processing";
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("files")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("filesHint")}</p>
      {files.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {files.map((file) => (
            <ListingFileRow
              key={`${file.id}-${file.title}-${file.kind}-${file.confidential}`}
              file={file}
              busy={busy}
              onSave={(change) => run(() => apiCall("PATCH /api/crm/project-files/{id}", { params: { id: file.id }, body: change }), t("fileSaved"))}
              onDelete={() => run(() => apiCall("DELETE /api/crm/project-files/{id}", { params: { id: file.id } }), t("fileDeleted"))}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className="block font-semibold text-slate-800">
            {t("filePdf")}
          </label>
          <input ref={input} id={`${id}-file`} type="file" accept="application/pdf,.pdf" className="mt-1 block text-slate-800" />
        </div>
        <TextField id={`${id}-new-title`} label={t("fileTitle")} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} hint={t("fileTitleHint")} />
        <FileKindSelect id={`${id}-new-kind`} value={kind} onChange={setKind} />
        <CheckboxField id={`${id}-new-confidential`} className="self-end" label={t("fileConfidential")} checked={confidential ?? confidentialByDefault(kind)} onChange={(event) => setConfidential(event.target.checked)} />
      </div>
      <div className="mt-3">
        <Button type="button" state={submit.state} onClick={upload}>
          {t("fileUpload")}
        </Button>
      </div>
      <div className="mt-3">
        <FormAlert message={submit.alert} />
      </div>
    </section>
  );
}
