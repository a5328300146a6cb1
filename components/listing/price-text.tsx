import { Fragment, type ComponentPropsWithoutRef } from "react";
import { priceParts } from "@/lib/catalogue/format";

/**
 * A price label that breaks only where it may: a range `€ 1.265.000 - € 1.410.000 + BTW` stays on one
 * line when it fits, and otherwise breaks after the dash, never inside an amount or before "+ BTW".
 */
export function PriceText({ label, ...rest }: { label: string } & ComponentPropsWithoutRef<"span">) {
  return (
    <span {...rest}>
      {priceParts(label).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && " "}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
