"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CheckboxField, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { LISTING_FILE_KINDS, type ListingFile, type ListingFileKind } from "@/lib/crm/listing-file-kinds";
import { controlClass, labelClass } from "./field-styles";

/** The kind as a labelled select (shared by the upload and each file's row). */
export function FileKindSelect({ id, value, onChange }: { id: string; value: ListingFileKind; onChange: (kind: ListingFileKind) => void }) {
  const t = useTranslations("crm.listings");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t("fileKind")}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ListingFileKind)} className={controlClass}>
        {LISTING_FILE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`fileKinds.${kind}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

type Change = { title: string; kind: ListingFileKind; confidential: boolean };

/** One stored file: its title, kind and confidential flag changed in place, or the file deleted. */
export function ListingFileRow({ file, busy, onSave, onDelete }: { file: ListingFile; busy: boolean; onSave: (change: Change) => void; onDelete: () => void }) {
  const t = useTranslations("crm.listings");
  const [title, setTitle] = useState(file.title);
  const [kind, setKind] = useState(file.kind);
  const [confidential, setConfidential] = useState(file.confidential);
  const base = `listing-file-${file.id}`;
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[2fr_1fr] lg:grid-cols-[2fr_1fr_auto]">
      <TextField id={`${base}-title`} label={t("fileTitle")} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} hint={`${file.file_name} · ${Math.max(1, Math.round(file.size_bytes / 1024))} kB`} />
      <FileKindSelect id={`${base}-kind`} value={kind} onChange={setKind} />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
        <CheckboxField id={`${base}-confidential`} label={t("fileConfidential")} checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
        <Button type="button" variant="outline" disabled={busy} onClick={() => onSave({ title, kind, confidential })}>
          {t("fileSave", { title: file.title })}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onDelete}>
          {t("fileDelete", { title: file.title })}
        </Button>
      </div>
    </li>
  );
}
