import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { accountPath } from "@/lib/accounts/paths";
import { PRIVACY_PATH } from "@/lib/content/privacy-path";
import { sitePath, type Site } from "@/lib/site/site";
import { ContactForm } from "./contact-form";

type Props = {
  site: Site;
  kind: "contact" | "broker" | "franchise";
  /** The form's heading when the page names it (the franchise page does). */
  title?: string;
  /** Load the form's code only when it scrolls near (a form far below the fold). */
  deferred?: boolean;
};

/** The contact, broker and franchise pages' form, with its title; the form's messages go with these pages only. */
export async function LeadFormSection({ site, kind, title, deferred = false }: Props) {
  const t = await getTranslations("leads");
  return (
    <section aria-labelledby={`${kind}-form-title`} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${kind}-form-title`} className="text-xl font-semibold text-heading">
        {title ?? t(kind === "broker" ? "brokerTitle" : "contactTitle")}
      </h2>
      <div className="mt-4">
        <PageMessages set="leadForms">
          <ContactForm deferred={deferred} kind={kind} partner={site.slug} site={{ name: site.name, registerPath: accountPath(site, "register"), privacyPath: sitePath(site, PRIVACY_PATH) }} />
        </PageMessages>
      </div>
    </section>
  );
}
