import { useTranslations } from "next-intl";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { Container } from "@/components/ui/container";
import { PROPERTY_TYPES } from "@/lib/catalogue/property-types";
import { PRICE_STEPS } from "@/lib/catalogue/search/filter-options";
import { HomeSearchForm, type HomeSearchTexts } from "./home-search-form";

/** The search entry under the hero: its words and choices are rendered here, the form is a small island. */
export function HomeSearch({ searchBase }: { searchBase: string }) {
  const t = useTranslations("home.search");
  const tc = useTranslations("catalogue");
  const format = useCatalogueFormat();
  const texts: HomeSearchTexts = { title: t("title"), place: t("place"), type: t("type"), anyType: t("anyType"), budget: t("budget"), anyBudget: t("anyBudget"), submit: t("submit") };
  const types = PROPERTY_TYPES.map((type) => ({ value: type.id, label: tc(`typePlural.${type.key}`) }));
  const budgets = PRICE_STEPS.map((price) => ({ value: price, label: t("budgetUpTo", { price: format.price(price) }) }));
  return (
    <Container className="relative z-10 -mt-24 sm:-mt-28">
      <HomeSearchForm action={searchBase} texts={texts} types={types} budgets={budgets} />
    </Container>
  );
}
