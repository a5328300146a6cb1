"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { panelClass } from "../field-styles";
import { useRefreshingAction } from "../use-refreshing-action";

/** The user's calendar feed: a new secret URL (shown once, to copy), or revoke it. */
export function CalendarFeedPanel({ active }: { active: boolean }) {
  const t = useTranslations("crm.viewings.feed");
  const id = useId();
  const { submit, run } = useRefreshingAction();
  const [url, setUrl] = useState<string | null>(null);

  const renew = () =>
    run(async () => {
      const answer = await apiCall("POST /api/crm/calendar-feed", {});
      setUrl(answer.data.url);
    }, t("renewed"));
  const revoke = () =>
    run(async () => {
      await apiCall("DELETE /api/crm/calendar-feed", {});
      setUrl(null);
    }, t("revoked"));

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-800">{t("intro")}</p>
      <p className="mt-2 text-sm text-slate-700">{active || url ? t("active") : t("none")}</p>
      {url && (
        <div className="mt-3">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-slate-800">
            {t("url")}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {t("urlHint")}
          </p>
          <input id={`${id}-url`} readOnly value={url} aria-describedby={`${id}-hint`} className="mt-1 block w-full rounded-md border border-slate-500 px-3 py-2 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" className="mt-2" onClick={() => void navigator.clipboard?.writeText(url)}>
            {t("copy")}
          </Button>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" state={submit.state} onClick={renew}>
          {active || url ? t("renew") : t("create")}
        </Button>
        {(active || url) && (
          <Button type="button" variant="outline" onClick={revoke}>
            {t("revoke")}
          </Button>
        )}
      </div>
      <FormAlert message={submit.alert} />
    </section>
  );
}
