"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { QueryProvider } from "@/components/account/session/query-provider";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { TextField } from "@/components/forms/text-field";
import { changeSavedSearch, deleteSavedSearch, fetchSavedSearches, SAVED_SEARCHES_KEY } from "@/components/saved-searches/saved-search-api";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { ApiFailure } from "@/lib/api/client";
import type { SavedSearchView } from "@/lib/saved-searches/rules";
import type { RenameSavedSearch } from "@/lib/saved-searches/name-schema";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from "@/lib/saved-searches/rules";

const RENAME_CHECK = lazyZodResolver(() => import("@/lib/saved-searches/name-schema").then((schemas) => schemas.renameSavedSearchSchema));

/** The profile's saved searches: open, rename, pause or resume (the e-mail frequency) and delete each. */
export function SavedSearchesList({ partner }: { partner: string | null }) {
  return (
    <QueryProvider>
      <List partner={partner} />
    </QueryProvider>
  );
}

function useChange(partner: string | null) {
  const t = useTranslations("savedSearch");
  const queryClient = useQueryClient();
  const failed = (error: unknown) => notifyError(error instanceof ApiFailure && error.message ? error.message : t("listFailed"));
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
  const change = useMutation({
    mutationFn: ({ id, ...changes }: { id: number; name?: string; frequency?: SavedSearchFrequency }) => changeSavedSearch(partner, id, changes),
    onSuccess: () => {
      notifySuccess(t("changed"));
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedSearch(id),
    onSuccess: () => {
      notifySuccess(t("deleted"));
      return refresh();
    },
    onError: failed,
  });
  return { change, remove };
}

function List({ partner }: { partner: string | null }) {
  const t = useTranslations("savedSearch");
  const headingId = useId();
  const query = useQuery({ queryKey: [...SAVED_SEARCHES_KEY, partner], queryFn: () => fetchSavedSearches(partner) });
  const actions = useChange(partner);
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-8" data-testid="saved-searches">
      <h2 id={headingId} className="text-lg font-semibold text-heading">
        {t("listTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("listIntro")}</p>
      <div aria-live="polite">
        {query.isPending ? (
          <p className="text-sm text-slate-600">{t("listLoading")}</p>
        ) : query.isError ? (
          <p className="text-sm text-red-700">{t("listFailed")}</p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t("listEmpty")}</p>
        ) : (
          <ul className="space-y-3">
            {query.data.map((search) => (
              <Row key={search.id} search={search} actions={actions} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Row({ search, actions }: { search: SavedSearchView; actions: ReturnType<typeof useChange> }) {
  const t = useTranslations("savedSearch");
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const form = useForm<RenameSavedSearch>({ resolver: RENAME_CHECK.resolver, defaultValues: { name: search.name } });
  const close = () => {
    setRenaming(false);
    // Back to the button that opened the form (keyboard users keep their place).
    document.getElementById(`${id}-rename`)?.focus();
  };
  const frequencyLabel: Record<SavedSearchFrequency, string> = { instant: t("instant"), daily: t("daily"), paused: t("paused") };

  return (
    <li className="rounded-md border border-slate-200 p-4" data-testid="saved-search">
      {renaming ? (
        <form
          onFocus={RENAME_CHECK.preload}
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={form.handleSubmit((values) => actions.change.mutate({ id: search.id, name: values.name }, { onSuccess: close }))}
        >
          <TextField id={`${id}-name`} label={t("name")} autoFocus error={form.formState.errors.name?.message} className="min-w-56 flex-1" {...form.register("name")} />
          <button type="submit" className={buttonClasses("primary", "sm", "h-11")}>
            {t("renameSave")}
          </button>
          <button type="button" onClick={close} className={buttonClasses("ghost", "sm", "h-11")}>
            {t("cancel")}
          </button>
        </form>
      ) : (
        <h3 className="font-semibold text-slate-900">{search.name}</h3>
      )}
      {search.unsubscribed && <p className="mt-1 text-sm text-slate-600">{t("unsubscribedNote")}</p>}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Link href={search.url} className={buttonClasses("outline", "sm", "h-10")}>
          {t("openSearch")}
          <span className="sr-only">: {search.name}</span>
        </Link>
        <div>
          <label htmlFor={`${id}-frequency`} className="block text-sm font-semibold text-slate-800">
            {t("frequencyOf", { name: search.name })}
          </label>
          <select
            id={`${id}-frequency`}
            value={search.frequency}
            onChange={(event) => actions.change.mutate({ id: search.id, frequency: event.target.value as SavedSearchFrequency })}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequencyLabel[frequency]}
              </option>
            ))}
          </select>
        </div>
        <button id={`${id}-rename`} type="button" aria-expanded={renaming} onClick={() => setRenaming((open) => !open)} className={buttonClasses("ghost", "sm", "h-10")}>
          {t("rename")}
          <span className="sr-only">: {search.name}</span>
        </button>
        <button
          type="button"
          onClick={() => {
            if (window.confirm(t("deleteConfirm", { name: search.name }))) actions.remove.mutate(search.id);
          }}
          className={buttonClasses("ghost", "sm", "h-10 text-red-700")}
        >
          {t("delete")}
          <span className="sr-only">: {search.name}</span>
        </button>
      </div>
    </li>
  );
}
