import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cx } from "./cx";

type ContainerProps<T extends ElementType> = { as?: T } & Omit<ComponentPropsWithoutRef<T>, "as">;

/** Centred page column; widths step up with the breakpoints (540 / 720 / 960 / 1140 / 1320 px). */
export function Container<T extends ElementType = "div">({ as, className, ...rest }: ContainerProps<T>) {
  const Component: ElementType = as ?? "div";
  return (
    <Component
      className={cx(
        "mx-auto w-full px-4 sm:max-w-[540px] md:max-w-[720px] lg:max-w-[960px] xl:max-w-[1140px] 2xl:max-w-[1320px]",
        className,
      )}
      {...rest}
    />
  );
}
