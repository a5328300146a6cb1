import { useTranslations } from "next-intl";
import { BlockedEmbed } from "@/components/consent/blocked-embed";

/** The project's video: an embedded frame that loads only after Functional cookies are accepted. */
export function ProjectVideo({ src, name }: { src: string; name: string }) {
  const t = useTranslations("consent");
  const tProject = useTranslations("project");
  return <BlockedEmbed src={src} title={tProject("videoTitle", { name })} texts={{ blockedIframe: t("blockedIframe"), here: t("here"), blockedTitle: t("blockedTitle") }} />;
}
