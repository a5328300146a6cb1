/** The brand mark (a sun over the sea) with the site's name beside it. */
export function SiteLogo({ name }: { name: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <svg viewBox="0 0 40 40" width={36} height={36} aria-hidden="true" focusable="false" className="shrink-0">
        <circle cx="20" cy="20" r="19" fill="var(--color-secondary)" />
        <path d="M11 21a9 9 0 0118 0z" fill="var(--color-primary)" />
        <path d="M6 25.5c3.5-2.5 6-2.5 9 0s5.5 2.5 9 0 6-2.5 10 0" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M9 31c2.8-2 5-2 7.7 0s5 2 7.6 0 5-2 7.7 0" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="truncate text-lg leading-tight font-bold tracking-tight whitespace-nowrap xl:text-xl">{name}</span>
    </span>
  );
}
