"use client";

import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

const colorClass = "mt-1 block h-11 w-20 cursor-pointer rounded-md border border-slate-500 bg-white p-1";
const codeClass = "mt-1 block h-11 w-28 rounded-md border border-slate-500 bg-white px-3 font-mono text-base text-slate-900";
const HEX = /^#[0-9a-f]{6}$/i;

type Props = { id: string; label: string; codeLabel: string; value: string; error?: string; onCode: (hex: string) => void } & UseFormRegisterReturn;

/**
 * A colour: the browser's picker, and beside it its #rrggbb code as a text field, so the colour can be
 * typed without a mouse (a picker's own dialog is not keyboard-friendly everywhere). A complete code
 * sets the colour at once; the picker's choice shows in the code.
 */
export function ColorField({ id, label, codeLabel, value, error, onCode, ...input }: Props) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const described = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input id={id} type="color" aria-invalid={error ? true : undefined} aria-describedby={described} className={colorClass} {...input} />
        <input
          id={`${id}-code`}
          type="text"
          aria-label={codeLabel}
          aria-describedby={described}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={draft}
          onChange={(event) => {
            const next = event.target.value.trim();
            setDraft(next);
            if (HEX.test(next)) onCode(next.toLowerCase());
          }}
          className={codeClass}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
