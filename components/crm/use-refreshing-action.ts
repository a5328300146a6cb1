"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSubmitState } from "@/components/forms/use-submit-state";
import { notifySuccess } from "@/components/feedback/notify";
import { ApiFailure } from "@/lib/api/client";

/**
 * A CRM action that changes what its page shows (a listing's photos or files): `run` shows the state,
 * a toast when done and refreshes the page (or goes to `then`: a page the change takes away from the
 * user); a refusal becomes the alert, with the API's message and its field messages.
 */
export function useRefreshingAction() {
  const tFeedback = useTranslations("feedback");
  const router = useRouter();
  const submit = useSubmitState();

  async function run(work: () => Promise<unknown>, done: string, then?: string) {
    submit.start();
    try {
      await work();
    } catch (error) {
      submit.fail(error instanceof ApiFailure && error.status !== 0 ? [error.message, ...Object.values(error.fields ?? {}).flat()].join(" ") : tFeedback("some_error"));
      return;
    }
    submit.succeed();
    notifySuccess(done);
    if (then) router.push(then);
    else router.refresh();
  }

  return { submit, run };
}
