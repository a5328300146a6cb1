import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { Icon } from "@/components/ui/icons";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, isHexColor } from "@/lib/partners/colors";
import { contrastChecks, failed } from "@/lib/partners/contrast-check";
import { partnerPalette } from "@/lib/partners/palette";

type Props = { name: string; primary: string; secondary: string; heading: string | null };

const safe = (color: string | null, fallback: string) => (color && isHexColor(color) ? color : fallback);

/**
 * A small copy of the partner's site in the colours it will really show (text colours chosen for
 * contrast), and every pair's contrast: where a chosen pair would be hard to read, the warning says
 * which colour the site uses instead. Announced as it changes.
 */
export function ColorPreview({ name, primary, secondary, heading }: Props) {
  const t = useTranslations("crm.partners");
  const tc = useTranslations("partnerContrast");
  const id = useId();
  const format = useFormatter();
  const colors = { primary: safe(primary, DEFAULT_PRIMARY), secondary: safe(secondary, DEFAULT_SECONDARY), heading: heading ? safe(heading, safe(primary, DEFAULT_PRIMARY)) : null };
  const palette = partnerPalette({ primary: colors.primary, secondary: colors.secondary, heading_color: colors.heading });
  const checks = contrastChecks(colors);
  const ratio = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  // A picture of the site (SVG, so its sample text is an image, as a screenshot would be); only validated #rrggbb values reach it.
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {t("preview")}
      </p>
      <svg role="img" aria-labelledby={`${id}-label`} viewBox="0 0 360 200" className="mt-1 h-auto w-full max-w-md rounded-md ring-1 ring-slate-300" data-testid="color-preview">
        <rect width="360" height="200" fill="#ffffff" />
        <rect width="360" height="70" fill={palette.primary} />
        <text x="16" y="27" fill={palette.onPrimary} fontSize="15" fontWeight="700">
          {name || "Partner"}
        </text>
        <text x="344" y="27" fill={palette.onPrimary} fontSize="12" textAnchor="end" textDecoration="underline">
          {t("previewLink")}
        </text>
        <text x="16" y="56" fill={palette.secondaryInk} fontSize="11" fontWeight="600" letterSpacing="2">
          {t("previewEyebrow")}
        </text>
        <text x="16" y="100" fill={palette.heading} fontSize="17" fontWeight="700">
          {t("previewHeading")}
        </text>
        <text x="16" y="122" fill="#334155" fontSize="12">
          {t("previewText")}
        </text>
        <rect x="16" y="140" width="130" height="34" rx="6" fill={palette.secondary} />
        <text x="81" y="162" fill={palette.onSecondary} fontSize="13" fontWeight="600" textAnchor="middle">
          {t("previewButton")}
        </text>
        <text x="16" y="192" fill={palette.primaryInk} fontSize="12" fontWeight="600" textDecoration="underline">
          {t("previewLink")}
        </text>
        <rect x="214" y="84" width="130" height="100" rx="8" fill="#ffffff" stroke="#cbd5e1" />
        <rect x="214" y="84" width="130" height="36" rx="8" fill={palette.primaryDeep} />
        <rect x="222" y="92" width="44" height="20" rx="4" fill={palette.secondary} />
        <text x="244" y="106" fill={palette.onSecondary} fontSize="10" fontWeight="600" textAnchor="middle">
          {t("previewBadge")}
        </text>
        <text x="224" y="142" fill="#0f172a" fontSize="12" fontWeight="700">
          {t("previewCard")}
        </text>
        <text x="224" y="164" fill={palette.primaryInk} fontSize="13" fontWeight="700">
          € 349.000
        </text>
      </svg>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">{tc("title")}</h3>
      <div role="status" data-testid="contrast-report">
        <ul className="mt-1 space-y-1 text-sm">
        {checks.map((check) => {
          const label = tc(`pairs.${check.pair}`);
          const values = { label, ratio: ratio(check.ratio), minimum: ratio(check.minimum), used: check.used, usedRatio: ratio(check.usedRatio) };
          return failed(check) ? (
            <li key={check.pair} className="flex items-start gap-1.5 font-medium text-amber-900">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              <span>
                {tc("fail", values)} <Swatch color={check.used} />
              </span>
            </li>
          ) : (
            <li key={check.pair} className="flex items-start gap-1.5 text-emerald-800">
              <Icon name="check" className="mt-0.5 size-4 shrink-0" />
              {tc("pass", values)}
            </li>
          );
        })}
        </ul>
      </div>
    </div>
  );
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden className="inline-block size-3 rounded-sm align-middle ring-1 ring-slate-400" style={{ backgroundColor: color }} />;
}
