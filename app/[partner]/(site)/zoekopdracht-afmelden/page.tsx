import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/components/account/account-page";
import { UnsubscribeButton } from "@/components/saved-searches/unsubscribe-button";
import { db } from "@/lib/db/client";
import { unsubscribeSchema } from "@/lib/saved-searches/schemas";
import { unsubscribeTarget } from "@/lib/saved-searches/unsubscribe";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("savedSearch")]);
  // The token stays out of the canonical URL and out of any referrer.
  return { ...privatePageMetadata(site, "/zoekopdracht-afmelden", t("unsubscribeTitle")), referrer: "no-referrer" };
}

/**
 * The unsubscribe link of an alert mail: no login needed, and a GET changes nothing (mail scanners
 * follow links); the button posts the token to the one-click call.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const site = await requireSite((await params).partner);
  const t = await getTranslations("savedSearch");
  const raw = (await searchParams).token;
  const parsed = unsubscribeSchema.safeParse({ token: Array.isArray(raw) ? raw[0] : raw });
  const target = parsed.success ? await unsubscribeTarget(await db(), parsed.data.token) : null;
  return (
    <AccountPage eyebrow={site.name} title={t("unsubscribeTitle")} intro={target && !target.unsubscribed ? t("unsubscribeIntro", { name: target.name }) : undefined}>
      {!parsed.success || !target ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {t("unsubscribeInvalid")}
        </p>
      ) : target.unsubscribed ? (
        <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-green-900 ring-1 ring-green-200">
          {t("unsubscribeAlready")}
        </p>
      ) : (
        <UnsubscribeButton token={parsed.data.token} texts={{ button: t("unsubscribeButton"), done: t("unsubscribeDone"), failed: t("unsubscribeFailed") }} />
      )}
    </AccountPage>
  );
}
