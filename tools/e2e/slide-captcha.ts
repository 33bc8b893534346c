// Solves the local slide captcha (libs/auth SlideCaptchaDialog, DESIGN.md §4) the way a keyboard user
// would: find where the gap is in the pixels of the background picture the reference server drew, move the
// slider there with the arrow keys, press Enter. Locale-independent: it finds the dialog by its
// picture frame and the slider by role, never by translated text.
import { expect, type Locator, type Page } from '@playwright/test';
import { inflateSync } from 'node:zlib';

/** Large and small keyboard steps of the slider (SLIDE_STEP in libs/auth slide-puzzle.tsx). */
const LARGE_STEP_PX = 10;
/**
 * A person's pace: the server refuses an answer sooner than 0.8 s after the picture was drawn, or a
 * movement shorter than 0.25 s (apps/api-server security/slide-trail.ts), so the solver looks at the
 * picture for a second and spreads its key presses over 0.4 s. (A key every 100 ms took 3-4 s a solve,
 * and a run solves about a hundred: issue 28 item 4.)
 */
const LOOK_MS = 1_000;
const MOVE_MS = 400;

/** The dialog that holds the slide captcha's picture frame. */
export function slideCaptchaDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('slide-captcha-frame') });
}

/**
 * The gap's left edge in picture pixels, found in the background's pixels (the server draws a PNG
 * and writes the gap nowhere else, issue #10 item 12): per column, the pixels clearly darker than
 * that column's median; the gap is the first run of columns where many are.
 */
export function gapXFromBackground(dataUrl: string): number {
  const match = /^data:image\/png;base64,(.*)$/s.exec(dataUrl);
  if (!match?.[1]) throw new Error(`The captcha background is not a PNG data URL: ${dataUrl.slice(0, 40)}…`);
  const png = Buffer.from(match[1], 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  // The server's PNGs are 8-bit RGB without filtering, in IDAT chunks.
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(parts));
  const stride = width * 3 + 1;
  const brightness = (x: number, y: number) => {
    const i = y * stride + 1 + x * 3;
    return (rows[i] ?? 0) + (rows[i + 1] ?? 0) + (rows[i + 2] ?? 0);
  };
  const darkCount = (x: number) => {
    const column = Array.from({ length: height }, (_, y) => brightness(x, y)).sort((a, b) => a - b);
    const median = column[Math.floor(height / 2)] ?? 0;
    return column.filter((b) => b < median * 0.8).length;
  };
  for (let x = 0; x < width; x++) if (darkCount(x) >= 12 && darkCount(x + 1) >= 12 && darkCount(x + 2) >= 12) return x;
  throw new Error('No gap found in the captcha background');
}

/**
 * Waits for the captcha dialog, slides the piece onto the gap with the keyboard (Home, then
 * Shift+ArrowRight by 10 and ArrowRight by 1), presses Enter and waits for the dialog to close.
 * Resolves with the x it answered.
 */
export async function solveSlideCaptcha(page: Page, { timeout = 10_000 }: { timeout?: number } = {}): Promise<number> {
  const dialog = slideCaptchaDialog(page);
  await expect(dialog).toBeVisible({ timeout });
  const slider = dialog.getByRole('slider');
  // Ready once the challenge has loaded: the picture is there and the slider no longer disabled.
  const background = dialog.getByTestId('slide-captcha-background');
  await expect(background).toBeVisible({ timeout });
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true', { timeout });

  const shownAt = Date.now();
  const src = await background.getAttribute('src');
  if (!src) throw new Error('The captcha background has no src');
  const x = Math.round(gapXFromBackground(src));

  await slider.focus();
  await slider.press('Home');
  const keys = [...Array<string>(Math.floor(x / LARGE_STEP_PX)).fill('Shift+ArrowRight'), ...Array<string>(x % LARGE_STEP_PX).fill('ArrowRight')];
  const keyInterval = Math.ceil(MOVE_MS / Math.max(1, keys.length - 1));
  for (const [i, key] of keys.entries()) {
    if (i > 0) await page.waitForTimeout(keyInterval);
    await slider.press(key);
  }
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  await page.waitForTimeout(Math.max(0, shownAt + LOOK_MS - Date.now()));
  await slider.press('Enter');
  await expect(dialog).toBeHidden({ timeout });
  return x;
}
