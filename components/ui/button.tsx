import { useTranslations } from "next-intl";
import type { ButtonHTMLAttributes } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles";
import { Icon } from "./icons";

/** Spec section 4: idle, processing (spinner), done: valid (check) or invalid (alert). */
export type ButtonState = "idle" | "processing" | "success" | "error";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  state?: ButtonState;
};

/**
 * A button with a processing state (disabled, spinner, `aria-busy`) and a done state that shows a
 * valid or invalid icon. The state change is announced to screen readers from a live region beside
 * the button, so the button keeps its own name ("Inloggen", never "Inloggen Mislukt").
 */
export function Button({ variant, size, state = "idle", className, children, disabled, type = "button", ...rest }: ButtonProps) {
  const t = useTranslations("button");
  const processing = state === "processing";
  const status = processing ? t("processing") : state === "success" ? t("success") : state === "error" ? t("failed") : "";

  return (
    <>
      <button
        type={type}
        className={buttonClasses(variant, size, className)}
        disabled={disabled || processing}
        aria-busy={processing || undefined}
        data-state={state}
        {...rest}
      >
        {processing && <Icon name="spinner" className="size-5 animate-spin motion-reduce:animate-none" />}
        {children}
        {state === "success" && <Icon name="check" className="size-5" />}
        {state === "error" && <Icon name="alert" className="size-5" />}
      </button>
      <span className="sr-only" aria-live="polite">
        {status}
      </span>
    </>
  );
}
