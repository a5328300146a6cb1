import type { ComponentProps } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-styles";
import { NavLink } from "./nav-link";

export type ButtonLinkProps = ComponentProps<typeof NavLink> & { variant?: ButtonVariant; size?: ButtonSize };

/** A navigation link that looks like a button (a `NavLink`: no client component of its own). */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <NavLink className={buttonClasses(variant, size, className)} {...rest} />;
}
