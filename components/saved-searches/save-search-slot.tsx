import { useTranslations } from "next-intl";
import { accountPath } from "@/lib/accounts/paths";
import type { Site } from "@/lib/site/site";
import { SaveSearchControl, type SaveSearchTexts } from "./save-search-control";

const TEXT_KEYS = ["open", "name", "frequency", "instant", "daily", "paused", "submit", "cancel", "saved", "manage", "failed", "nameRequired", "nameTooLong", "loginFirst"] as const satisfies readonly (keyof SaveSearchTexts)[];

/** The search page's "save this search" (server part): its words are translated here, so the page sends no extra messages. */
export function SaveSearchSlot({ site, defaultName }: { site: Site; defaultName: string }) {
  const t = useTranslations("savedSearch");
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as unknown as SaveSearchTexts;
  return <SaveSearchControl partner={site.slug} loginPath={accountPath(site, "login")} profilePath={accountPath(site, "profile")} defaultName={defaultName} texts={texts} />;
}
