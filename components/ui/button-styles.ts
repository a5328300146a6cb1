import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "light" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors duration-150 select-none disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:bg-[color-mix(in_oklab,var(--color-primary)_85%,black)]",
  secondary: "bg-secondary text-on-secondary hover:bg-[color-mix(in_oklab,var(--color-secondary)_88%,black)]",
  outline: "border border-primary text-primary hover:bg-primary hover:text-on-primary",
  light: "border border-white/70 text-white hover:bg-white hover:text-primary",
  ghost: "text-current hover:bg-black/5",
};

const sizes: Record<ButtonSize, string> = {
  // 44 px high on a touch screen (a finger's tap target), 36 px from lg.
  sm: "h-11 px-3 text-sm lg:h-9",
  md: "h-11 px-5 text-[0.95rem]",
  lg: "h-13 px-7 text-base",
};

/** Class list shared by `<Button>` and `<ButtonLink>`. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cx(base, variants[variant], sizes[size], className);
}
