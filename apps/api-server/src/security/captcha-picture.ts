// The local slide captcha's background as a raster picture (issue #10 item 12): the gap's x was
// written in the SVG's translate(), so a script read it 20 times out of 20. Now the picture is a PNG
// with per-pixel noise and a jittered gradient, and the gap is only in its pixels. A determined
// script can still find a darker shape in pixels: this captcha keeps scripts out of a developer's
// machine, the platform's third-party captcha (VITE_CAPTCHA_SCRIPT_URL) is the production choice.
import type { RandomSource } from './random';

export type GapShape = 'puzzle' | 'circle' | 'shield';

/** Whether the point (dx, dy) of a `size` square lies inside the shape (the same outlines the piece has). */
export function insideShape(shape: GapShape | string, dx: number, dy: number, size: number): boolean {
  if (dx < 0 || dy < 0 || dx >= size || dy >= size) return false;
  const s = size;
  if (shape === 'circle') return (dx + 0.5 - s / 2) ** 2 + (dy + 0.5 - s / 2) ** 2 <= (s / 2) ** 2;
  if (shape === 'shield') return dy < s * 0.6 || Math.abs(dx + 0.5 - s / 2) <= ((s - dy) / (s * 0.4)) * (s / 2);
  // puzzle: the square with a round notch in the middle of its top edge
  return !((dx + 0.5 - s / 2) ** 2 + dy ** 2 < (s * 0.12) ** 2);
}

export interface CaptchaPictureOptions {
  width: number;
  height: number;
  gapX: number;
  gapY: number;
  size: number;
  shape: GapShape | string;
  random: RandomSource;
}

/** The background's pixels: a two-colour gradient with random tint and noise, the gap shaded darker. */
export function captchaBackgroundPixels({ width, height, gapX, gapY, size, shape, random }: CaptchaPictureOptions) {
  // Jitter: each picture's gradient and shade differ a little, so no fixed colour marks the gap.
  const [tr, tg, tb] = [random.int(-20, 21), random.int(-20, 21), random.int(-20, 21)];
  const from = [58 + tr, 123 + tg, 213 + tb];
  const to = [Math.max(0, tr), 210 + tg, 255 - Math.abs(tb)];
  const shade = 0.5 + random.int(0, 11) / 100;
  const noise = new Int8Array(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = random.int(-10, 11);
  return (x: number, y: number): readonly [number, number, number] => {
    const t = x / Math.max(1, width - 1);
    const n = noise[y * width + x] ?? 0;
    const base = [0, 1, 2].map((c) => (from[c] as number) + ((to[c] as number) - (from[c] as number)) * t + n);
    const inGap = insideShape(shape, x - gapX, y - gapY, size);
    const k = inGap ? shade : 1;
    return [(base[0] as number) * k, (base[1] as number) * k, (base[2] as number) * k];
  };
}
