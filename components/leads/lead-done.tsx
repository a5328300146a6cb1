import { useTranslations } from "next-intl";
import { DonePanel } from "@/components/forms/done-panel";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import { DOCUMENT_KINDS, type RequestKind } from "@/lib/leads/kinds";
import type { SentLead } from "./send-lead";

type Props = {
  sent: SentLead;
  kind: RequestKind;
  /** Whether a client was logged in when sending (else a document request gets the registration link). */
  client: boolean;
  /** The registration page, prefilled with the sender's names and e-mail, returning to this page. */
  registerHref: string;
  onAnother: () => void;
};

/** The on-page confirmation (it takes the focus; `role="status"`), with the documents a client asked for. */
export function LeadDone({ sent, kind, client, registerHref, onAnother }: Props) {
  const t = useTranslations("leads");
  const wantsDocument = kind in DOCUMENT_KINDS;
  return (
    <DonePanel message={sent.message}>
      {wantsDocument && sent.documents.length > 0 && (
        <div>
          <p className="font-semibold text-slate-800">{t("documentsReady")}</p>
          <ul className="mt-2 space-y-2" data-testid="lead-documents">
            {sent.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-2">
                  <Icon name="download" className="size-5 shrink-0" />
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {wantsDocument && sent.documents.length === 0 && client && <p className="text-slate-700">{t("noDocuments")}</p>}
      {wantsDocument && sent.documents.length === 0 && !client && (
        <div className="space-y-3">
          <p className="text-slate-700">{t("guestDocuments")}</p>
          {/* A plain link: the registration page (an account page, with its own scripts) loads afresh. */}
          <a href={registerHref} className={buttonClasses()}>
            {t("registerLink")}
          </a>
        </div>
      )}
      <Button variant="outline" onClick={onAnother}>
        {t("another")}
      </Button>
    </DonePanel>
  );
}
