// The QR encoder and its drawing: their own chunk (qr-code.tsx loads it on first use or when idle).
import { encode } from 'uqr';
import { useMemo } from 'react';

export interface QrCodeSvgProps {
  value: string;
  size: number;
  label: string;
  className?: string;
}

/** A QR code drawn in the page as one SVG path: no image request, crisp at any zoom. */
export default function QrCodeSvg({ value, size, label, className }: QrCodeSvgProps) {
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

  return (
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
}
