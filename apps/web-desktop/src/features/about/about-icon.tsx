// Line icons of the about page; decorative, so always aria-hidden next to a visible title.
const PATHS = {
  refresh: 'M20 11a8 8 0 00-14.6-4.5M4 4v4h4m-4 5a8 8 0 0014.6 4.5M20 20v-4h-4',
  history: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4l3 2',
  layers: 'M3 7l9-4 9 4-9 4-9-4zm0 5l9 4 9-4M3 17l9 4 9-4',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18zm3.5-12.5l-2 5-5 2 2-5 5-2z',
  rank: 'M8 21V11m4 10V7m4 14v-6M4 21h16',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  calc: 'M6 2h12a2 2 0 012 2v16a2 2 0 01-2 2H6a2 2 0 01-2-2V4a2 2 0 012-2zm2 4h8M8 11h2m4 0h2m-8 4h2m4 0h2m-8 4h2m4 0h2',
  plug: 'M9 2v6m6-6v6M7 8h10v4a5 5 0 01-10 0V8zm5 9v5',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zm3 17h2',
  ark: 'M3 7l9-4 9 4-9 4-9-4zm0 5l9 4 9-4M3 17l9 4 9-4',
  tools: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6z',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2V5zm0 16a2 2 0 002-2h13',
  pin: 'M12 21s-7-6.1-7-11.5a7 7 0 0114 0C19 14.9 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  call: 'M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z',
  mail: 'M3 6a1 1 0 011-1h16a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6zm0 0l9 7 9-7',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-13v4l3 2',
  chat: 'M4 5h16v11H9l-5 4V5zm4 5h8M8 13h5',
} as const;

export type AboutIconName = keyof typeof PATHS;

export function AboutIcon({ name, className }: { name: AboutIconName; className?: string }) {
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
