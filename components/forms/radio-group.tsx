import type { InputHTMLAttributes, Ref } from "react";
import { FieldError } from "./text-field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  /** Options as a row of pills (a choice of form) rather than a list. */
  pills?: boolean;
  ref?: Ref<HTMLInputElement>;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
};

/**
 * Native radio buttons in a fieldset: the legend names the group, arrow keys move the choice, and
 * the error is tied to the group (`aria-describedby` on the fieldset). `register()`'s props go to each input (one name, one ref callback).
 */
export function RadioGroupField({ id, legend, options, error, pills = false, className, fieldsetRef, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset ref={fieldsetRef} className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={pills ? "mt-2 flex flex-wrap gap-2" : "mt-2 flex flex-wrap gap-x-6 gap-y-2"}>
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className={
              pills
                ? "cursor-pointer rounded-full border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
                : "flex cursor-pointer items-center gap-2 text-sm text-slate-800"
            }
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className={pills ? "sr-only" : "size-5 accent-primary"}
              {...input}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
