"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { apiCall } from "@/lib/api/client";
import { useRefreshingAction } from "../use-refreshing-action";
import { TemplateForm, type EditableTemplate } from "./template-form";

/** One template: its subject and text, and for those who may, a form to change it and a delete. */
export function TemplateCard({ template, editable }: { template: EditableTemplate; editable: boolean }) {
  const t = useTranslations("crm.templates");
  const [editing, setEditing] = useState(false);
  const { submit, run } = useRefreshingAction();

  function remove() {
    if (!window.confirm(t("deleteConfirm", { name: template.name }))) return;
    void run(() => apiCall("DELETE /api/crm/reply-templates/{id}", { params: { id: template.id } }), t("deleted", { name: template.name }));
  }

  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200" data-template={template.name}>
      <h3 className="text-base font-bold text-slate-900">{template.name}</h3>
      {editing ? (
        <div className="mt-4">
          <TemplateForm template={template} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <p className="mt-2 font-semibold break-words text-slate-800">{template.subject}</p>
          <p className="mt-2 whitespace-pre-line break-words text-slate-700">{template.body}</p>
          {editable && (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" aria-label={t("editLabel", { name: template.name })} onClick={() => setEditing(true)}>
                {t("edit")}
              </Button>
              <Button variant="outline" size="sm" state={submit.state} aria-label={t("deleteLabel", { name: template.name })} onClick={remove}>
                {t("delete")}
              </Button>
            </div>
          )}
          <FormAlert message={submit.alert} />
        </>
      )}
    </li>
  );
}
