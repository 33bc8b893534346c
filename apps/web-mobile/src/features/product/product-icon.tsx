// Line icons of the product cards; decorative, so always aria-hidden next to a visible name.
const PATHS = {
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  plug: 'M9 2v6m6-6v6M7 8h10v4a5 5 0 01-10 0V8zm5 9v5',
  mini: 'M12 21a9 9 0 100-18 9 9 0 000 18zm-3-11a1 1 0 100-2 1 1 0 000 2zm6 0a1 1 0 100-2 1 1 0 000 2zm-6.5 4.5c2 2 5 2 7 0',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zm3 17h2',
  ark: 'M3 7l9-4 9 4-9 4-9-4zm0 5l9 4 9-4M3 17l9 4 9-4',
  translate: 'M3 5h10M8 3v2m3 0c-1 4-4 7-7 8m2-5c1.5 2 3.5 3.5 6 4m2 7l4-9 4 9m-6.5-3h5',
  cloud: 'M7 18h10a4 4 0 00.5-8A6 6 0 006 9.5 4.3 4.3 0 007 18zm3 3h4m-2-3v3',
  image: 'M4 5h16v14H4V5zm0 11l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15 9.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  video: 'M3 6h12v12H3V6zm12 4l6-3v10l-6-3',
  people: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9a6 6 0 0112 0m2-9a3 3 0 100-6m1 15h3a5 5 0 00-4-5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type ProductIconName = keyof typeof PATHS;

export function ProductIcon({ name, className }: { name: ProductIconName; className?: string }) {
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
