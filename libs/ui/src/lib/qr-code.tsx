import type { ReactNode } from 'react';
import { deferred } from './deferred';
import type { QrCodeSvgProps } from './qr-code-svg';

// The encoder is not in a page's first JavaScript (issue #9): a white square of the code's exact
// size holds its place, and the code is drawn when the browser is idle (or at once, if already loaded).
const DeferredQrCodeSvg = deferred<QrCodeSvgProps>(() => import('./qr-code-svg'));

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

export function QrCode({ value, size = 112, label, className, caption, captionClassName }: QrCodeProps) {
  const placeholder = (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 1 1" className={className}>
      <rect width="1" height="1" fill="#fff" />
    </svg>
  );
  const svg = <DeferredQrCodeSvg value={value} size={size} label={label} className={className} fallback={placeholder} />;

  if (caption === undefined || caption === null) return svg;
  return (
    <figure>
      {svg}
      <figcaption className={captionClassName}>{caption}</figcaption>
    </figure>
  );
}

/** Starts loading the encoder now (a dialog that is about to show a code). */
export const preloadQrCode = DeferredQrCodeSvg.preload;
