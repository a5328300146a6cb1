import { PageMessages } from "@/components/i18n/page-messages";
import { taxRegionOf } from "@/lib/calculator/regions";
import { CalculatorLoader } from "./calculator-loader";

type Props = {
  /** The project's lowest price; null for the neutral defaults. */
  price?: number | null;
  /** A province name or slug (`Málaga`), mapped to its tax region; null for the neutral defaults. */
  province?: string | null;
};

/** The calculator with its messages, for any page: the form itself loads when it scrolls near. */
export function CalculatorSection({ price = null, province = null }: Props) {
  return (
    <PageMessages set="calculator">
      <CalculatorLoader price={price} region={taxRegionOf(province)} />
    </PageMessages>
  );
}
