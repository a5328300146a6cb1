import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldError } from "@/components/forms/text-field";
import { controlClass, labelClass } from "./field-styles";

type Described = { id: string; label: string; error?: string; hint?: string };

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
      {text}
    </p>
  ) : null;
}

/** A labelled select whose hint and error are announced with it (as TextField does for inputs). */
export function SelectField({ id, label, error, hint, children, className, ...select }: Described & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode; ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Hint id={id} text={hint} />
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={controlClass} {...select}>
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled text area with its hint and error. */
export function TextAreaField({ id, label, error, hint, className, ...area }: Described & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Hint id={id} text={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 block min-h-28 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
        {...area}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
