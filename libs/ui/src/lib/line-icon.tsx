// The product's line icons: one 24x24 stroke path each, drawn in currentColor.
// Decorative, so always aria-hidden next to a visible title or label.
const PATHS = {
  // Data and analysis
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  trend: 'M3 17l6-6 4 4 8-8m0 0h-5m5 0v5',
  rank: 'M8 21V11m4 10V7m4 14v-6M4 21h16',
  ocean: 'M2 12c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 17c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M12 3v5',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18zm3.5-12.5l-2 5-5 2 2-5 5-2z',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-4a5 5 0 100-10 5 5 0 000 10zm0-4a1 1 0 100-2 1 1 0 000 2z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  calc: 'M6 2h12a2 2 0 012 2v16a2 2 0 01-2 2H6a2 2 0 01-2-2V4a2 2 0 012-2zm2 4h8M8 11h2m4 0h2m-8 4h2m4 0h2m-8 4h2m4 0h2',
  layers: 'M3 7l9-4 9 4-9 4-9-4zm0 5l9 4 9-4M3 17l9 4 9-4',
  refresh: 'M20 11a8 8 0 00-14.6-4.5M4 4v4h4m-4 5a8 8 0 0014.6 4.5M20 20v-4h-4',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4l3 2',
  sku: 'M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 4h7m-7-3h7m-7 6h4',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  // Products and tools
  plug: 'M9 2v6m6-6v6M7 8h10v4a5 5 0 01-10 0V8zm5 9v5',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zm3 17h2',
  mini: 'M12 21a9 9 0 100-18 9 9 0 000 18zm-3-11a1 1 0 100-2 1 1 0 000 2zm6 0a1 1 0 100-2 1 1 0 000 2zm-6.5 4.5c2 2 5 2 7 0',
  translate: 'M3 5h10M8 3v2m3 0c-1 4-4 7-7 8m2-5c1.5 2 3.5 3.5 6 4m2 7l4-9 4 9m-6.5-3h5',
  cloud: 'M7 18h10a4 4 0 00.5-8A6 6 0 006 9.5 4.3 4.3 0 007 18zm3 3h4m-2-3v3',
  people: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9a6 6 0 0112 0m2-9a3 3 0 100-6m1 15h3a5 5 0 00-4-5',
  tools: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6z',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2V5zm0 16a2 2 0 002-2h13',
  // Media
  reviews: 'M4 5h16v11H9l-5 4V5zm5 3.5l1 2 2 .3-1.5 1.4.4 2.1L9 13.3l-1.9 1 .4-2.1L6 10.8l2-.3 1-2z',
  image: 'M4 5h16v14H4V5zm0 11l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15 9.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  video: 'M3 6h12v12H3V6zm12 4l6-3v10l-6-3',
  // Contact
  pin: 'M12 21s-7-6.1-7-11.5a7 7 0 0114 0C19 14.9 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  call: 'M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z',
  mail: 'M3 6a1 1 0 011-1h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6zm0 0l9 7 9-7',
  chat: 'M4 5h16v11H9l-5 4V5zm4 5h8M8 13h5',
  // Actions
  download: 'M12 3v12m0 0l-5-5m5 5l5-5M4 17v3h16v-3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const satisfies Record<string, string>;

export type LineIconName = keyof typeof PATHS;

/** Every icon name, in table order (for galleries and tests). */
export const LINE_ICON_NAMES = Object.keys(PATHS) as LineIconName[];

export interface LineIconProps {
  name: LineIconName;
  className?: string;
  /** Width and height in CSS pixels; a `size-*` class overrides it. */
  size?: number;
}

export function LineIcon({ name, className, size = 24 }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
