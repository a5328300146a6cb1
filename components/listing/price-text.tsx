import { Fragment, type ComponentPropsWithoutRef } from "react";
import { priceParts } from "@/lib/catalogue/format";

/**
 * A price label that breaks only where it may: a range `€ 1.265.000 - € 1.410.000 + BTW` stays on one
 * line when it fits, and otherwise breaks after the dash, never inside an amount (nor before "+ BTW",
 * unless `vatApart`).
 */
export function PriceText({ label, vatApart = false, ...rest }: { label: string; vatApart?: boolean } & ComponentPropsWithoutRef<"span">) {
  return (
    <span {...rest}>
      {priceParts(label, { vatApart }).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && " "}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
