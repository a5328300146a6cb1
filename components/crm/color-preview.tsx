import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { Icon } from "@/components/ui/icons";
import { isHexColor } from "@/lib/partners/colors";
import { contrastWarnings } from "@/lib/partners/contrast-check";

type Props = { name: string; primary: string; secondary: string; heading: string | null };

const safe = (color: string | null, fallback: string) => (color && isHexColor(color) ? color : fallback);

/** A small copy of the partner's site in the chosen colours, and what would be hard to read (announced as it changes). */
export function ColorPreview({ name, primary, secondary, heading }: Props) {
  const t = useTranslations("crm.partners");
  const id = useId();
  const format = useFormatter();
  const colors = { primary: safe(primary, "#13206a"), secondary: safe(secondary, "#fffb00"), heading: heading ? safe(heading, primary) : null };
  const warnings = contrastWarnings(colors);
  const message = { primary: "contrastPrimary", secondary: "contrastSecondary", heading: "contrastHeading" } as const;
  // A picture of the site (SVG, so its sample text is an image, as a screenshot would be); only validated #rrggbb values reach it.
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {t("preview")}
      </p>
      <svg role="img" aria-labelledby={`${id}-label`} viewBox="0 0 360 170" className="mt-1 h-auto w-full max-w-md rounded-md ring-1 ring-slate-300">
        <rect width="360" height="170" fill="#ffffff" />
        <rect width="360" height="44" fill={colors.primary} />
        <text x="16" y="27" fill="#ffffff" fontSize="15" fontWeight="700">
          {name || "Partner"}
        </text>
        <text x="344" y="27" fill="#ffffff" fontSize="12" textAnchor="end" textDecoration="underline">
          {t("previewLink")}
        </text>
        <text x="16" y="78" fill={colors.heading ?? colors.primary} fontSize="17" fontWeight="700">
          {t("previewHeading")}
        </text>
        <text x="16" y="100" fill="#334155" fontSize="12">
          {t("previewText")}
        </text>
        <rect x="16" y="116" width="130" height="34" rx="6" fill={colors.secondary} />
        <text x="81" y="138" fill={colors.primary} fontSize="13" fontWeight="600" textAnchor="middle">
          {t("previewButton")}
        </text>
      </svg>
      <div role="status" className="mt-2 space-y-1 text-sm">
        {warnings.length === 0 ? (
          <p className="flex items-center gap-1.5 text-emerald-800">
            <Icon name="check" className="size-4" />
            {t("contrastOk")}
          </p>
        ) : (
          warnings.map((warning) => (
            <p key={warning.pair} className="flex items-start gap-1.5 font-medium text-amber-900">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              {t(message[warning.pair], { ratio: format.number(warning.ratio, { maximumFractionDigits: 1 }) })}
            </p>
          ))
        )}
      </div>
    </div>
  );
}
