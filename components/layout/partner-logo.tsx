/** A partner's own logo image beside its name (only same-site paths or https URLs are used). */
export function PartnerLogo({ name, logoUrl }: { name: string; logoUrl: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      {/* eslint-disable-next-line @next/next/no-img-element -- partner logos are small external files, not optimised here */}
      <img src={logoUrl} alt="" height={36} width={36} className="size-9 shrink-0 rounded object-contain" />
      <span className="truncate text-lg leading-tight font-bold tracking-tight whitespace-nowrap xl:text-xl">{name}</span>
    </span>
  );
}

export function isSafeLogoUrl(value: string | null): value is string {
  return typeof value === "string" && (/^https:\/\/[^\s"'<>]+$/.test(value) || /^\/(?!\/)[^\s"'<>]*$/.test(value));
}
