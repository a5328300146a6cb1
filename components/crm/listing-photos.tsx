"use client";

import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import type { CrmProjectDetail } from "@/lib/crm/project-present";
import { base64Of } from "./base64";
import { panelClass } from "./field-styles";
import { useRefreshingAction } from "./use-refreshing-action";

type Photo = CrmProjectDetail["photos"][number];

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/**
 * A hand-made listing's photos: upload (`POST …/photos`, resized on the server as feed photos are) and
 * order with the buttons beside each photo, keyboard and screen reader alike (`PATCH …/photos`).
 */
export function ListingPhotos({ projectId, photos }: { projectId: number; photos: Photo[] }) {
  const t = useTranslations("crm.listings");
  const id = useId();
  const { submit, run } = useRefreshingAction();
  const input = useRef<HTMLInputElement>(null);
  const ids = photos.map((photo) => photo.id);


  async function upload() {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return;
    await run(async () => {
      for (const file of files) await apiCall("POST /api/crm/projects/{id}/photos", { params: { id: projectId }, body: { data: await base64Of(file) } });
      if (input.current) input.current.value = "";
    }, t("photosUploaded"));
  }

  const arrange = (next: number[], done: string) => run(() => apiCall("PATCH /api/crm/projects/{id}/photos", { params: { id: projectId }, body: { image_ids: next } }), done);

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("photos")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("photosHint")}</p>
      {photos.length > 0 && (
        <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="rounded-md border border-slate-200 p-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of a stored photo */}
              <img src={photo.url} alt={t("photoAlt", { position: index + 1 })} width={300} height={200} className="h-auto w-full rounded" />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="button" variant="outline" disabled={index === 0} onClick={() => arrange(moved(ids, index, index - 1), t("photosOrdered"))}>
                  {t("photoEarlier", { position: index + 1 })}
                </Button>
                <Button type="button" variant="outline" disabled={index === photos.length - 1} onClick={() => arrange(moved(ids, index, index + 1), t("photosOrdered"))}>
                  {t("photoLater", { position: index + 1 })}
                </Button>
                <Button type="button" variant="outline" onClick={() => arrange(ids.filter((other) => other !== photo.id), t("photoRemoved"))}>
                  {t("photoRemove", { position: index + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="block font-semibold text-slate-800">
            {t("photoFile")}
          </label>
          <input ref={input} id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" multiple className="mt-1 block text-slate-800" />
        </div>
        <Button type="button" state={submit.state} onClick={upload}>
          {t("photoUpload")}
        </Button>
      </div>
      <div className="mt-3">
        <FormAlert message={submit.alert} />
      </div>
    </section>
  );
}
