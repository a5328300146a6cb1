import type { ReactNode, SVGProps } from "react";
import { cx } from "./cx";

/** The insides of the 24 px line icons, drawn in currentColor by `Icon`'s one `<svg>`. */
const ICONS = {
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </>
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 12.3l2.3 2.3 4.7-4.9" />
    </>
  ),
  /** A speech bubble (messaging apps such as WhatsApp). */
  camera: (
    <>
      <path d="M4.5 8.5A1.5 1.5 0 016 7h2.5L10 4.5h4L15.5 7H18a1.5 1.5 0 011.5 1.5v9A1.5 1.5 0 0118 19H6a1.5 1.5 0 01-1.5-1.5z" />
      <circle cx="12" cy="13" r="3.25" />
    </>
  ),
  chat: <path d="M4.5 19.5l1.3-3.9A7.5 7.5 0 1110.2 19a7.6 7.6 0 01-2-.9z" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  link: <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />,
  print: (
    <>
      <path d="M7 9V4.5h10V9M7 17H5a1.5 1.5 0 01-1.5-1.5v-5A1.5 1.5 0 015 9h14a1.5 1.5 0 011.5 1.5v5A1.5 1.5 0 0119 17h-2" />
      <path d="M7 14h10v5.5H7z" />
    </>
  ),
  share: (
    <>
      <circle cx="6.5" cy="12" r="2.5" />
      <circle cx="17.5" cy="6" r="2.5" />
      <circle cx="17.5" cy="18" r="2.5" />
      <path d="M8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6" />
    </>
  ),
  download: <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />,
  external: <path d="M14 4.5h5.5V10M19.5 4.5L11 13M18 14v4.5a1 1 0 01-1 1H5.5a1 1 0 01-1-1V7a1 1 0 011-1H10" />,
  file: (
    <>
      <path d="M14 3.5H7.5a2 2 0 00-2 2v13a2 2 0 002 2h9a2 2 0 002-2V8z" />
      <path d="M14 3.5V8h4.5M9 13h6M9 16.5h4" />
    </>
  ),
  /** Outline heart; give it `fill-current` for the filled (saved) look. */
  heart: <path d="M12 20.5l-7.4-7.3a4.8 4.8 0 016.8-6.8l.6.6.6-.6a4.8 4.8 0 016.8 6.8z" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 018 0v3" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  pause: <path d="M9 5.5v13M15 5.5v13" />,
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  pin: (
    <>
      <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0113 0C18.5 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.8" r="2.3" />
    </>
  ),
  /** Saved-search alerts. */
  bell: <path d="M6 16.5V11a6 6 0 0112 0v5.5l1.5 1.5h-15zM10 20.5a2.2 2.2 0 004 0" />,
  /** Sort order: arrows up and down. */
  sort: <path d="M8 4.5v15M4.5 8L8 4.5 11.5 8M16 19.5v-15M12.5 16l3.5 3.5 3.5-3.5" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </>
  ),
  /** A quarter arc over a faint ring; spin it with `animate-spin`. */
  spinner: (
    <>
      <circle cx="12" cy="12" r="9" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" strokeWidth="3" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </>
  ),
  // The search views.
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  strip: <path d="M3 7h4v10H3zM10 5h4v14h-4zM17 7h4v10h-4z" />,
  map: <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />,
  // The services of the home page.
  home: <path d="M4 20V9l8-5 8 5v11M9 20v-6h6v6" />,
  pulse: <path d="M3 12h4l3-7 4 14 3-7h4" />,
  scales: <path d="M12 4v16M6 8h12M4 14l2-6 2 6a2 2 0 01-4 0zM16 14l2-6 2 6a2 2 0 01-4 0zM8 20h8" />,
  euro: <path d="M17 7a6 6 0 100 10M5 10h9M5 14h9" />,
  key: <path d="M14 10a4 4 0 10-3.5 3.9L7 17.5V20h3v-2h2v-2l1.1-1.1A4 4 0 0014 10z" />,
  briefcase: <path d="M8 7V4h8v3M4 7h16v13H4zM4 12h16" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Icons a page may repeat many times (on each of 24 result cards): drawn once as `<symbol>`s by
 * `IconSymbols` in the root layout, and by reference (`<Icon name="heart" shared />`), so each copy is
 * a `<use>` in the HTML and the RSC data instead of the whole drawing.
 */
const SHARED_ICONS = ["heart", "camera"] as const satisfies readonly IconName[];
type SharedIconName = (typeof SHARED_ICONS)[number];

const symbolId = (name: SharedIconName) => `icon-${name}`;

/**
 * A 24 px line icon in currentColor. Decorative (hidden from assistive tech): label the control around it.
 * Its paint (no fill, round strokes in currentColor) is the `icon` class of app/globals.css rather than
 * attributes: a results page draws some 90 icons, each written in the HTML and again in the page's RSC data.
 * `shared`: a reference to the page's symbol (see SHARED_ICONS), sized by the class or width/height.
 */
export function Icon({ name, className, shared, ...props }: IconProps & ({ name: IconName; shared?: false } | { name: SharedIconName; shared: true })) {
  if (shared) {
    return (
      <svg strokeWidth={1.8} aria-hidden="true" className={cx("icon", className)} {...props}>
        <use href={`#${symbolId(name)}`} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} strokeWidth={1.8} aria-hidden="true" className={cx("icon", className)} {...props}>
      {ICONS[name]}
    </svg>
  );
}

/** The shared icons' drawings, once per page (the root layout); never shown themselves. */
export function IconSymbols() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {SHARED_ICONS.map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {ICONS[name]}
        </symbol>
      ))}
    </svg>
  );
}
