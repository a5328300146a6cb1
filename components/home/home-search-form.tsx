"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { SearchBox } from "@/components/search-box/search-box";
import { placeOfUrl } from "@/components/search-box/suggestions";
import type { GeoSelection } from "@/lib/catalogue/search/filter-values";
import { buttonClasses } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import { MAIN_LISTINGS_BASE_PATH, searchEntryHref } from "@/lib/home/search-entry";

export interface HomeSearchTexts {
  title: string;
  place: string;
  type: string;
  anyType: string;
  budget: string;
  anyBudget: string;
  submit: string;
}

type Option = { value: number; label: string };

const fieldLabel = "mb-1 block text-sm font-semibold text-heading";
const selectClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary";

/**
 * Place, project or developer (the site's search box), type and budget, sent to the main brand's
 * search as its own URL: a picked place with the type and budget, typed text as `q`; a picked
 * project or developer opens its page at once. Without JavaScript it is a plain GET form to the
 * search page with the type and budget.
 */
export function HomeSearchForm({ action, texts, types, budgets }: { action: string; texts: HomeSearchTexts; types: Option[]; budgets: Option[] }) {
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [place, setPlace] = useState<GeoSelection | null>(null);
  const [text, setText] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const number = (name: string) => Number(data.get(name)) || null;
    router.push(searchEntryHref({ place, text: place ? null : text, typeId: number("cat"), budget: number("priceto") }));
  }

  return (
    <form ref={form} action={action} method="get" onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-5 shadow-[0_18px_50px_rgba(2,6,23,0.18)] sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-heading">
        {texts.title}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <SearchBox
          basePath={MAIN_LISTINGS_BASE_PATH}
          label={texts.place}
          labelClassName={fieldLabel}
          onPick={(suggestion) => {
            const picked = suggestion.kind === "place" ? placeOfUrl(suggestion.url, MAIN_LISTINGS_BASE_PATH) : null;
            if (picked) setPlace(picked);
            else router.push(suggestion.url);
          }}
          onTextChange={(typed) => {
            setPlace(null);
            setText(typed);
          }}
          onSubmitText={(typed) => {
            setText(typed);
            form.current?.requestSubmit();
          }}
        />
        <div>
          <label htmlFor={`${id}-type`} className={fieldLabel}>
            {texts.type}
          </label>
          <select id={`${id}-type`} name="cat" className={selectClass} defaultValue="">
            <option value="">{texts.anyType}</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-budget`} className={fieldLabel}>
            {texts.budget}
          </label>
          <select id={`${id}-budget`} name="priceto" className={selectClass} defaultValue="">
            <option value="">{texts.anyBudget}</option>
            {budgets.map((budget) => (
              <option key={budget.value} value={budget.value}>
                {budget.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "md", "w-full md:col-span-2 lg:col-span-1 lg:w-auto")}>
          <Icon name="search" className="size-5" />
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
