// Solves the local slide captcha (libs/auth SlideCaptchaDialog, DESIGN.md §4) the way a keyboard user
// would: read where the gap is from the background picture the reference server drew, move the
// slider there with the arrow keys, press Enter. Locale-independent: it finds the dialog by its
// picture frame and the slider by role, never by translated text.
import { expect, type Locator, type Page } from '@playwright/test';

/** Large and small keyboard steps of the slider (SLIDE_STEP in libs/auth slide-puzzle.tsx). */
const LARGE_STEP_PX = 10;

/** The dialog that holds the slide captcha's picture frame. */
export function slideCaptchaDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('slide-captcha-frame') });
}

/** The gap's left edge in picture pixels, from the `translate(X Y)` of the background's SVG data URL. */
export function gapXFromBackground(dataUrl: string): number {
  const match = /^data:image\/svg\+xml(;[^,]*)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error(`The captcha background is not an SVG data URL: ${dataUrl.slice(0, 40)}…`);
  const [, meta = '', body = ''] = match;
  const svg = meta.includes(';base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
  const translate = /translate\(\s*(-?[\d.]+)[\s,]+(-?[\d.]+)\s*\)/.exec(svg);
  if (!translate?.[1]) throw new Error('The captcha background has no translate(X Y) for its gap');
  return Number(translate[1]);
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

  const src = await background.getAttribute('src');
  if (!src) throw new Error('The captcha background has no src');
  const x = Math.round(gapXFromBackground(src));

  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < Math.floor(x / LARGE_STEP_PX); i++) await slider.press('Shift+ArrowRight');
  for (let i = 0; i < x % LARGE_STEP_PX; i++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(x));
  await slider.press('Enter');
  await expect(dialog).toBeHidden({ timeout });
  return x;
}
