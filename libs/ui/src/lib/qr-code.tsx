import { encode } from 'uqr';
import { useMemo, type ReactNode } from 'react';

export interface QrCodeProps {
  /** The text or URL the code carries. */
  value: string;
  /** Rendered size in CSS pixels. */
  size?: number;
  /** Accessible name, e.g. "Mini program QR code". */
  label: string;
  /** Classes of the svg itself. */
  className?: string;
  /** Visible caption: when given, the code is wrapped in a figure with this figcaption under it. */
  caption?: ReactNode;
  /** Classes of the figcaption (only with `caption`). */
  captionClassName?: string;
}

/** A QR code drawn in the page as one SVG path: no image request, crisp at any zoom. */
export function QrCode({ value, size = 112, label, className, caption, captionClassName }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { border: 1 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: count };
  }, [value]);

  const svg = (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#111827" />
    </svg>
  );

  if (caption === undefined || caption === null) return svg;
  return (
    <figure>
      {svg}
      <figcaption className={captionClassName}>{caption}</figcaption>
    </figure>
  );
}
