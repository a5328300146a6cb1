import type { UseFormRegisterReturn } from "react-hook-form";

const colorClass = "mt-1 block h-11 w-20 cursor-pointer rounded-md border border-slate-500 bg-white p-1";

type Props = { id: string; label: string; value: string; error?: string } & UseFormRegisterReturn;

/** A colour picker (keyboard: Enter or Space opens it) with its #rrggbb code beside it. */
export function ColorField({ id, label, value, error, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input id={id} type="color" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={colorClass} {...input} />
        <code className="text-sm text-slate-800">{value}</code>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
