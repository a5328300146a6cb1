"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ApiFailure, apiCall } from "@/lib/api/client";
import { panelClass } from "./field-styles";

/** Takes a project off the site, or puts it back (`published` through `PATCH /api/crm/projects/{id}`). */
export function ProjectPublication({ projectId, published, publishedOn }: { projectId: number; published: boolean; publishedOn: string }) {
  const t = useTranslations("crm.projects");
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const id = useId();
  const submit = useSubmitState();

  async function toggle() {
    submit.start();
    try {
      await apiCall("PATCH /api/crm/projects/{id}", { params: { id: projectId }, body: { published: !published } });
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? error.message : tFeedback("some_error"));
      return;
    }
    submit.succeed();
    notifySuccess(published ? t("unpublishedDone") : t("publishedDone"));
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("publication")}
      </h2>
      <p className="mt-2 text-slate-700">{published ? t("isPublished", { date: publishedOn }) : t("isUnpublished")}</p>
      <div className="mt-4 space-y-3">
        <FormAlert message={submit.alert} />
        <Button type="button" variant={published ? "outline" : "primary"} state={submit.state} onClick={toggle}>
          {published ? t("unpublish") : t("publish")}
        </Button>
      </div>
    </section>
  );
}
