"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { buttonClasses } from "@/components/ui/button-styles";

type ErrorPageProps = { error: unknown; retry: () => void };

/** Any uncaught error below the root layout. The message stays generic; the digest links to the logs. */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const t = useTranslations("errors");
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      {/* React puts it in the head: an error page has a title like every other page. */}
      <title>{t("errorTitle")}</title>
      <ErrorScreen
        code="500"
        title={t("errorTitle")}
        text={t("errorText")}
        homeLabel={t("backHome")}
        action={
          <button type="button" onClick={() => retry()} className={buttonClasses("light", "lg")}>
            {t("retry")}
          </button>
        }
        detail={digest ? t("errorCode", { digest }) : undefined}
      />
    </>
  );
}
