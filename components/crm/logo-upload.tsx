"use client";

import { useTranslations } from "next-intl";
import { apiCall } from "@/lib/api/client";
import { logoProblem } from "@/lib/partners/logo";
import { ImageUploadPanel } from "./image-upload-panel";

/** `partnerId` null: the owner's own partner (the my-partner calls); a number: the admin's calls for that partner. */
type Props = { partnerId: number | null; partnerName: string; logoUrl: string | null };

/** The partner's logo: upload (PNG, JPEG or WebP up to 512 kB) or remove. */
export function LogoUpload({ partnerId, partnerName, logoUrl }: Props) {
  const t = useTranslations("crm.partners");
  const texts = {
    title: t("logo"), none: t("logoNone"), remove: t("logoRemove"), file: t("logoFile"), hint: t("logoHint"),
    upload: t("logoUpload"), saved: t("logoSaved"), removed: t("logoRemoved"), tooLarge: t("logoSize"),
  };
  const current = logoUrl ? (
    // eslint-disable-next-line @next/next/no-img-element -- the partner's own small upload, served as stored
    <img src={logoUrl} alt={t("logoCurrent", { name: partnerName })} width={96} height={96} className="size-24 rounded-md bg-slate-100 object-contain ring-1 ring-slate-200" />
  ) : null;
  return (
    <ImageUploadPanel
      texts={texts}
      current={current}
      problemOf={logoProblem}
      upload={(body) => (partnerId === null ? apiCall("POST /api/crm/my-partner/logo", { body }) : apiCall("POST /api/crm/partners/{id}/logo", { params: { id: partnerId }, body }))}
      remove={() => (partnerId === null ? apiCall("DELETE /api/crm/my-partner/logo", {}) : apiCall("DELETE /api/crm/partners/{id}/logo", { params: { id: partnerId } }))}
    />
  );
}
