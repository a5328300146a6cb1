import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from "react";
import { Icon } from "@/components/ui/icons";

export const inputClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 read-only:bg-slate-100";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** The field's error (client-side rule or the server's 422), shown under it and tied to it. */
  error?: string;
  /** A lasting hint (e.g. the password rules), read before the field. */
  hint?: string;
  /** The word shown after the label of an optional field. */
  optional?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error announced with it (`aria-describedby`, `aria-invalid`). */
export function TextField({ id, label, error, hint, optional, className, ...input }: Props) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} hint={hint} optional={optional} />
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputClass} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The hint and the error, when there are any, read with the field. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** The label (with "optional" after it) and the lasting hint above a field. */
function FieldLabel({ id, label, hint, optional }: Pick<Props, "id" | "label" | "hint" | "optional">) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> ({optional})</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Pick<Props, "id" | "label" | "error" | "hint" | "optional"> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line field, announced like `TextField`. */
export function TextAreaField({ id, label, error, hint, optional, className, ...input }: TextAreaProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} hint={hint} optional={optional} />
      <textarea id={id} rows={5} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${inputClass} h-auto py-2`} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; ref?: Ref<HTMLInputElement> };

export function CheckboxField({ id, label, error, className, ...input }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** What went wrong with the whole form (wrong log-in, rate limit, no connection); announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    // Always in the page, empty until needed: a live region must exist before its text arrives.
    <div role="alert">
      {message && (
        <p className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
