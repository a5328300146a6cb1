"use client";

import { useTranslations } from "next-intl";
import { apiCall } from "@/lib/api/client";
import { aboutPhotoProblem, aboutPhotoSrc } from "@/lib/partners/about-photo";
import { ImageUploadPanel } from "./image-upload-panel";

type Props = { partnerName: string; photoUrl: string | null };

/** The owner's "over ons" photo for the uw-makelaar page: upload (JPEG, PNG or WebP up to 8 MB; the server resizes it) or remove. */
export function AboutPhotoUpload({ partnerName, photoUrl }: Props) {
  const t = useTranslations("crm.partners");
  const texts = {
    title: t("aboutPhoto"), none: t("aboutPhotoNone"), remove: t("aboutPhotoRemove"), file: t("aboutPhotoFile"), hint: t("aboutPhotoHint"),
    upload: t("aboutPhotoUpload"), saved: t("aboutPhotoSaved"), removed: t("aboutPhotoRemoved"), tooLarge: t("aboutPhotoSize"),
  };
  const current = photoUrl ? (
    // eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, served as stored
    <img src={aboutPhotoSrc(photoUrl, 480)} alt={t("aboutPhotoCurrent", { name: partnerName })} width={160} height={120} className="aspect-[4/3] w-40 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200" />
  ) : null;
  return (
    <ImageUploadPanel
      texts={texts}
      current={current}
      problemOf={aboutPhotoProblem}
      upload={(body) => apiCall("POST /api/crm/my-partner/about-photo", { body })}
      remove={() => apiCall("DELETE /api/crm/my-partner/about-photo", {})}
    />
  );
}
