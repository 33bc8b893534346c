// The toolbar's glyphs (24-unit strokes, like libs/ui's LineIcon); always decorative: every
// button carries its own label.
const PATHS = {
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  zoomIn: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5M8 11h6m-3-3v6',
  zoomOut: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5M8 11h6',
  thumbnails: 'M4 4h6v7H4V4zm10 0h6v7h-6V4zM4 14h6v6H4v-6zm10 0h6v6h-6v-6z',
  outline: 'M4 6h2m4 0h10M4 12h2m4 0h10M4 18h2m4 0h10',
} as const;

export type ViewerIconName = keyof typeof PATHS;

export function ViewerIcon({ name }: { name: ViewerIconName }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
