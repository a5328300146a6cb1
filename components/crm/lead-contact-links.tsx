import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import { contactLinks } from "@/lib/crm/contact-links";

const linkClass = "inline-flex h-11 items-center gap-2 rounded-md bg-white px-4 font-semibold text-primary ring-1 ring-slate-300 hover:bg-slate-50";

/** Call, WhatsApp and e-mail the sender with one tap (a phone's own apps), for what the lead holds. */
export function LeadContactLinks({ name, phone, email }: { name: string; phone: string | null; email: string | null }) {
  const t = useTranslations("crm.lead");
  const links = contactLinks(phone, email);
  if (!links.tel && !links.whatsApp && !links.mail) return null;
  return (
    <ul aria-label={t("contactLinks", { name })} className="flex flex-wrap gap-2">
      {links.tel && (
        <li>
          <a href={links.tel} className={linkClass}>
            <Icon name="chat" className="size-5" />
            {t("call")}
          </a>
        </li>
      )}
      {links.whatsApp && (
        <li>
          <a href={links.whatsApp} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Icon name="chat" className="size-5" />
            {t("whatsApp")}
          </a>
        </li>
      )}
      {links.mail && (
        <li>
          <a href={links.mail} className={linkClass}>
            <Icon name="mail" className="size-5" />
            {t("mail")}
          </a>
        </li>
      )}
    </ul>
  );
}
