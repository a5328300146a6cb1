"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useClientSession } from "@/components/account/session/use-client-session";
import { QueryProvider } from "@/components/account/session/query-provider";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FieldError, inputClass } from "@/components/forms/text-field";
import { useSearchState } from "@/components/search/search-state";
import { buttonClasses } from "@/components/ui/button-styles";
import { ApiFailure } from "@/lib/api/client";
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from "@/lib/saved-searches/rules";
import { askToLogIn, here, SAVE_BUTTON_CLASS, SAVE_TOAST_ID, SaveButtonContent, type SaveSearchProps as Props } from "./save-search-control";
import { takePendingSave } from "./pending-save";
import { SAVED_SEARCHES_KEY, saveSearch } from "./saved-search-api";

type FormProps = Props & {
  /** Open at once (the visitor pressed the button before this part had loaded). */
  startOpen: boolean;
};

type Values = { name: string; frequency: SavedSearchFrequency };

/**
 * The client's part of "Zoekopdracht opslaan" (TanStack Query, the session, the form): loaded only
 * for a visitor with the signed-in hint, so a guest's search page carries none of it.
 */
export default function SaveSearchForm(props: FormProps) {
  return (
    <QueryProvider>
      <SaveSearch {...props} />
    </QueryProvider>
  );
}

function SaveSearch({ partner, loginPath, profilePath, defaultName, texts, startOpen }: FormProps) {
  const session = useClientSession();
  const { filters } = useSearchState();
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const openerRef = useRef<HTMLButtonElement>(null);
  const form = useForm<Values>({ defaultValues: { name: defaultName.slice(0, SAVED_SEARCH_NAME_MAX), frequency: "instant" } });

  const save = useMutation({
    mutationFn: (values: Values) => saveSearch(partner, { ...values, filters }),
    onSuccess: (saved) => {
      setOpen(false);
      // The one confirmation, replacing a "log in first" that may still show; the toasts are announced.
      notifySuccess(texts.saved, { id: SAVE_TOAST_ID, description: saved.name, action: { label: texts.manage, onClick: () => router.push(profilePath) } });
      void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    },
    onError: (error) => notifyError(error instanceof ApiFailure && error.message ? error.message : texts.failed),
  });

  // Back from the log-in on the same search: save what the guest asked for.
  const taken = useRef(false);
  useEffect(() => {
    if (session.status !== "client" || taken.current) return;
    taken.current = true;
    const pending = takePendingSave(here());
    if (pending) save.mutate({ name: pending.name, frequency: "instant" });
  }, [session.status, save]);

  // The hint said signed in, but the session has ended: log in first, as a guest would.
  const sentToLogIn = useRef(false);
  const ended = open && session.status === "guest";
  useEffect(() => {
    if (!ended || sentToLogIn.current) return;
    sentToLogIn.current = true;
    askToLogIn({ loginPath, defaultName, texts }, router.push);
  }, [ended, loginPath, defaultName, texts, router]);

  function onOpen() {
    if (session.status === "guest") {
      askToLogIn({ loginPath, defaultName, texts }, router.push);
      return;
    }
    setOpen(true);
  }

  function onCancel() {
    setOpen(false);
    openerRef.current?.focus();
  }

  const { errors } = form.formState;
  return (
    <div className="relative">
      {/* The bar keeps its button; the form opens under it, over the results. */}
      <button ref={openerRef} type="button" onClick={open && !ended ? onCancel : onOpen} aria-expanded={open && !ended} className={SAVE_BUTTON_CLASS}>
        <SaveButtonContent text={texts.open} />
      </button>
      {open && !ended && (
        <form
          noValidate
          aria-label={texts.open}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="absolute right-0 z-40 mt-2 flex w-[min(24rem,calc(100vw-2rem))] flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 shadow-lg"
        >
          <div className="min-w-56 flex-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-slate-800">
              {texts.name}
            </label>
            <input
              id={`${id}-name`}
              autoFocus
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              className={inputClass}
              {...form.register("name", {
                validate: (value) => (value.trim() === "" ? texts.nameRequired : value.trim().length > SAVED_SEARCH_NAME_MAX ? texts.nameTooLong : true),
              })}
            />
            <FieldError id={`${id}-name-error`} message={errors.name?.message} />
          </div>
          <div>
            <label htmlFor={`${id}-frequency`} className="block text-sm font-semibold text-slate-800">
              {texts.frequency}
            </label>
            <select id={`${id}-frequency`} className={inputClass} {...form.register("frequency")}>
              <option value="instant">{texts.instant}</option>
              <option value="daily">{texts.daily}</option>
              <option value="paused">{texts.paused}</option>
            </select>
          </div>
          <div className="flex gap-2">
            <button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} className={buttonClasses("primary", "sm", "h-11")}>
              {texts.submit}
            </button>
            <button type="button" onClick={onCancel} className={buttonClasses("ghost", "sm", "h-11")}>
              {texts.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
