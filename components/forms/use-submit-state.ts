/**
 * A form's submit cycle for the spec's button states (idle, processing, done valid or invalid) and
 * the message above the button; a failed call's field errors land at their fields.
 */
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ButtonState } from "@/components/ui/button";
import { sortFieldErrors } from "@/lib/accounts/form-errors";
import { ApiFailure } from "@/lib/api/client";

export function useSubmitState() {
  const [state, setState] = useState<ButtonState>("idle");
  const [alert, setAlert] = useState<string | null>(null);
  return {
    state,
    alert,
    start() {
      setState("processing");
      setAlert(null);
    },
    succeed(message: string | null = null) {
      setState("success");
      setAlert(message);
    },
    /** Back to idle (a form shown again after its done panel). */
    reset() {
      setState("idle");
      setAlert(null);
    },
    fail(message: string | null) {
      setState("error");
      setAlert(message);
    },
  };
}

export interface FailureTexts {
  /** "Controleer de gemarkeerde velden." */
  checkFields: string;
  /** The spec's some_error: no answer arrived. */
  someError: string;
}

/**
 * The form-level message for a failed call. Field errors (422, 409) are set on the form's fields
 * (focus goes to the first); messages for fields the form does not show join the returned text.
 */
export function failureMessage<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, shown: readonly Path<T>[], texts: FailureTexts): string {
  if (!(error instanceof ApiFailure) || error.status === 0) return texts.someError;
  const { fields, other } = sortFieldErrors(error.fields, shown);
  fields.forEach(([name, message], index) => setError(name, { type: "server", message }, { shouldFocus: index === 0 }));
  if (fields.length > 0) return [texts.checkFields, ...other].join(" ");
  return error.message || texts.someError;
}
