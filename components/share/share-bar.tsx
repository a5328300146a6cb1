import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { ShareActions } from "./share-actions";

const LINK = "inline-flex h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * Share a page: WhatsApp and e-mail as plain links (they work before and without JavaScript), and
 * the buttons that need the browser (the phone's own share sheet where it has one, copy link,
 * print). `url` is the page's canonical URL; `print` adds the printable brochure button.
 */
export function ShareBar({ url, title, print = false, className }: { url: string; title: string; print?: boolean; className?: string }) {
  const t = useTranslations("share");
  const text = `${title}\n${url}`;
  return (
    <div role="group" aria-label={t("label")} className={cx("flex flex-wrap items-center gap-2 print:hidden", className)}>
      <ShareActions url={url} title={title} print={print} labels={{ native: t("native"), copy: t("copy"), copied: t("copied"), copyFailed: t("copyFailed"), print: t("print") }} />
      <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className={LINK}>
        <Icon name="chat" className="size-4" />
        {t("whatsapp")}
        <span className="sr-only">{t("newWindow")}</span>
      </a>
      <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`} className={LINK}>
        <Icon name="mail" className="size-4" />
        {t("email")}
      </a>
    </div>
  );
}
