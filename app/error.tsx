"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { reloadForChunkFailure } from "@/components/app-shell/reload-for-chunk";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { buttonClasses } from "@/components/ui/button-styles";
import { errorMessage, errorStatus } from "@/lib/app-shell/navigation-error";

type ErrorPageProps = { error: unknown; retry: () => void };

/**
 * Any uncaught error below the root layout, with its status (default 500) and, for an error in the
 * browser, its message; a server error shows its digest, which links to the logs. A failed chunk
 * reloads the page first (at most once a minute). Next clears the error on the next navigation.
 */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const t = useTranslations("errors");
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  const message = errorMessage(error);

  useEffect(() => {
    console.error(error);
    reloadForChunkFailure(error);
  }, [error]);

  return (
    <>
      {/* React puts it in the head: an error page has a title like every other page. */}
      <title>{t("errorTitle")}</title>
      <ErrorScreen
        code={String(errorStatus(error))}
        title={t("errorTitle")}
        text={t("errorText")}
        homeLabel={t("backHome")}
        action={
          <button type="button" onClick={() => retry()} className={buttonClasses("light", "lg")}>
            {t("retry")}
          </button>
        }
        detail={digest ? t("errorCode", { digest }) : (message ?? undefined)}
      />
    </>
  );
}
