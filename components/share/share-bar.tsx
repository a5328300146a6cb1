import { useTranslations } from "next-intl";
import { ShareActions } from "./share-actions";

/**
 * Share a page from one menu ("Delen"): the phone's share sheet where it has one, copy link, WhatsApp,
 * e-mail, and with `print` the printable brochure. `path` is the page's path on this site; `origin`
 * the canonical origin, used until the browser tells the one being browsed.
 */
export function ShareBar({ path, origin, title, print = false, className }: { path: string; origin: string; title: string; print?: boolean; className?: string }) {
  const t = useTranslations("share");
  const labels = { open: t("open"), group: t("label"), native: t("native"), copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), print: t("print"), whatsapp: t("whatsapp"), email: t("email"), newWindow: t("newWindow") };
  return <ShareActions path={path} origin={origin} title={title} print={print} labels={labels} className={className} />;
}
