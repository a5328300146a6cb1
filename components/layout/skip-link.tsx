import { useTranslations } from "next-intl";

/** First focusable element on the page: jumps past the header to `#main-content`. */
export function SkipLink() {
  const t = useTranslations("common");
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[60] -translate-y-[200%] rounded-md bg-secondary px-4 py-2 font-semibold text-on-secondary shadow-lg transition-transform focus:translate-y-0 motion-reduce:transition-none"
    >
      {t("skipToContent")}
    </a>
  );
}
