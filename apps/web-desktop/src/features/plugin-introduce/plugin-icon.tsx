// Line icons of the plugin page; decorative, so always aria-hidden next to a visible title.
const PATHS = {
  reviews: 'M4 5h16v11H9l-5 4V5zm5 3.5l1 2 2 .3-1.5 1.4.4 2.1L9 13.3l-1.9 1 .4-2.1L6 10.8l2-.3 1-2z',
  image: 'M4 5h16v14H4V5zm0 11l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15 9.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  video: 'M3 6h12v12H3V6zm12 4l6-3v10l-6-3',
  sku: 'M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 4h7m-7-3h7m-7 6h4',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  download: 'M12 3v12m0 0l-5-5m5 5l5-5M4 17v3h16v-3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type PluginIconName = keyof typeof PATHS;

export function PluginIcon({ name, className }: { name: PluginIconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
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
