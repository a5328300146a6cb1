import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icons";
import type { SiteContact } from "@/lib/site/site";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-ZÀ-Ý]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join("");
}

/** The partner's contact person: who you will speak to, and how to reach them. */
export function PersonCard({ contact }: { contact: SiteContact }) {
  const t = useTranslations("partner");
  if (!contact.personName) return null;
  const phone = contact.phone;
  return (
    <section aria-labelledby="person-card-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-secondary">
          {initials(contact.personName) || <Icon name="user" className="size-7" />}
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("yourContact")}</p>
          <h2 id="person-card-title" className="text-xl font-semibold text-heading">
            {contact.personName}
          </h2>
          {contact.personRole && <p className="text-sm text-slate-600">{contact.personRole}</p>}
        </div>
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        {phone && (
          <li>
            {t.rich("phoneLine", {
              phone,
              label: (chunks) => <span className="text-slate-500">{chunks}</span>,
              link: (chunks) => (
                <a className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline lg:min-h-0" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
                  {chunks}
                </a>
              ),
            })}
          </li>
        )}
        {contact.whatsapp && (
          <li>
            <a className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline lg:min-h-0" href={`https://wa.me/${contact.whatsapp.replace(/\D/g, "")}`} rel="noopener" target="_blank">
              {t("whatsapp", { number: contact.whatsapp })}
            </a>
          </li>
        )}
        {contact.email && (
          <li className="flex items-center gap-1.5">
            <Icon name="mail" className="size-4 text-slate-500" />
            <a className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline lg:min-h-0" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
