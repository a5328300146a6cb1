"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { QueryProvider } from "@/components/account/session/query-provider";
import { useClientSession } from "@/components/account/session/use-client-session";
import { Icon } from "@/components/ui/icons";
import { apiCall } from "@/lib/api/client";
import { FileList } from "../file-list";
import type { DocumentProps } from "./gated-documents";

type FilesProps = DocumentProps & { loginHref: string; registerHref: string };

const body = (projectId: number, partner: string | null) => ({ project_id: projectId, ...(partner ? { partner } : {}) });

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
      <Icon name="spinner" className="size-4 animate-spin motion-reduce:animate-none" />
      {text}
    </p>
  );
}

export function ClientFiles(props: FilesProps) {
  return (
    <QueryProvider>
      <SessionFiles {...props} />
    </QueryProvider>
  );
}

function SessionFiles({ projectId, partner, guest, loginHref, registerHref }: FilesProps) {
  const tProject = useTranslations("project");
  const session = useClientSession();
  const files = useQuery({
    queryKey: ["project-files", projectId, partner],
    queryFn: async () => (await apiCall("POST /api/project/files", { body: body(projectId, partner) })).data,
    enabled: session.status === "client",
  });
  if (session.status === "guest") return guest;
  if (files.data) return <FileList files={files.data} loginHref={loginHref} registerHref={registerHref} />;
  // Loading (or failed: the locked view stays, which is what the server would answer too).
  return (
    <div aria-busy={!files.isError}>
      {guest}
      {!files.isError && <Loading text={tProject("filesLoading")} />}
    </div>
  );
}

export function ClientConfidentialInfo(props: DocumentProps) {
  return (
    <QueryProvider>
      <SessionConfidentialInfo {...props} />
    </QueryProvider>
  );
}

function SessionConfidentialInfo({ projectId, partner, guest }: DocumentProps) {
  const t = useTranslations("project.confidential");
  const session = useClientSession();
  const info = useQuery({
    queryKey: ["project-confidential", projectId],
    queryFn: async () => (await apiCall("POST /api/project/confidential", { body: body(projectId, partner) })).data.info,
    enabled: session.status === "client",
  });
  if (session.status === "guest") return guest;
  if (info.isError) return <p role="alert" className="text-red-800">{t("failed")}</p>;
  if (info.data === undefined) return <Loading text={t("loading")} />;
  if (info.data === null) return <p className="text-slate-700">{t("none")}</p>;
  return (
    <div className="space-y-4 rounded-lg bg-slate-50 p-5 text-slate-800 ring-1 ring-slate-200" data-testid="confidential-info">
      {info.data.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
