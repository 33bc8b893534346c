// Issue 17 end to end, the same on both sites: the pricing and profit calculator against the real
// server, its seeded fee schedules and its simulated rates. The member is demo account 13900000018
// (no other spec changes it); their saved calculations are deleted at the end, so repeat runs
// start the same.
import type { BrowserContextOptions, Page } from '@playwright/test';
import { demoPhone } from './dev-api';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { nextGiftWindowAnswer, passLoginAftermath, requestSmsCode, switchToAccountLogin } from './login-steps';

export interface PricingSuiteSite {
  /** The site's home page, whose "Pricing calculation tool" tab links to the calculator. */
  home: string;
  /** The calculator's path. */
  path: string;
  axe?: { disableRules?: string[] };
  /** How a second visitor's browser is set up (the shared link is opened there). */
  context?: BrowserContextOptions;
}

const MEMBER = 18;

function calculator(page: Page) {
  return page.getByRole('form', { name: 'Pricing calculator' });
}

/** Step 1 and step 2 of the "2 steps" flow; the default target is a 20% margin. */
async function twoSteps(page: Page, site: string) {
  const form = calculator(page);
  await form.getByLabel('Site').selectOption(site);
  await form.getByLabel('Category').selectOption({ label: 'Home living' });
  await form.getByLabel('Purchase cost per item').fill('20');
  await form.getByLabel('Weight').fill('400');
}

/** The login the page offers visitors, by SMS code; a new-device reminder or the gift may follow. */
async function logInFromPage(page: Page) {
  await page.getByRole('button', { name: 'Log in to save' }).click();
  const phone = demoPhone(MEMBER);
  const dialog = await switchToAccountLogin(page, 'SMS login / register');
  await dialog.getByLabel('Phone number').fill(phone);
  const code = await requestSmsCode(page, dialog, phone);
  await dialog.getByLabel('Verification code').fill(code);
  const giftWindow = nextGiftWindowAnswer(page);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await passLoginAftermath(page, giftWindow);
}

export function pricingSuite(site: PricingSuiteSite) {
  test.describe(`the pricing calculator ${site.path}`, () => {
    test('the home tab leads to it; 2 steps give a price at a 20% margin, with the schedule and rate it used', async ({ page }) => {
      await page.goto(site.home);
      await page.getByRole('tab', { name: 'Pricing calculation tool' }).click();
      await page.getByRole('link', { name: 'Open the pricing calculator' }).click();
      await expect(page).toHaveURL(new RegExp(`${site.path}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing and profit calculator' })).toBeVisible();

      await twoSteps(page, 'MY');
      await expect(page.getByTestId('pricing-headline')).toHaveText(/^MYR\s?\d+\.\d{2}$/);
      // The lowest price reaching 20%: the margin shown is 20% up to one sen of rounding.
      await expect(page.getByTestId('pricing-margin')).toHaveText(/^20\.0\d%$/);
      await expect(page.getByTestId('pricing-basis')).toContainText('Fee schedule MY-2026-01-01, in effect from Jan 1, 2026');
      await expect(page.getByTestId('pricing-basis')).toContainText(/Exchange rate of [A-Z][a-z]{2} \d{1,2}, \d{4}: 1 CNY = 0\.\d+ MYR/);
      // Every fee in both currencies.
      const breakdown = page.getByTestId('pricing-breakdown');
      await expect(breakdown.getByRole('columnheader')).toHaveText(['Item', 'MYR', 'CNY']);
      await expect(breakdown.getByRole('rowheader', { name: /^Commission \(8\.00%\)$/ })).toBeVisible();
      await expect(breakdown.getByRole('rowheader', { name: /^SST on fees \(8\.00%\)$/ })).toBeVisible();
      await expect(breakdown.getByRole('rowheader', { name: /Last-mile shipping \(400 g charged\)/ })).toBeVisible();
      // The inputs are in the address, so it can be bookmarked.
      await expect(page).toHaveURL(/site=MY.*cost=20.*w=400/);
      await expectNoAxeViolations(page, site.axe);
    });

    test('validation messages keep what was typed', async ({ page }) => {
      await page.goto(site.path);
      const form = calculator(page);
      await form.getByLabel('Purchase cost per item').fill('12..5');
      await form.getByLabel('Weight').fill('1.5');
      await form.getByLabel('Weight').blur();
      await expect(form.getByText('Enter a number, e.g. 12.5')).toBeVisible();
      await expect(form.getByText('Enter a whole number')).toBeVisible();
      await expect(form.getByLabel('Purchase cost per item')).toHaveValue('12..5');
      await expect(form.getByLabel('Weight')).toHaveAttribute('aria-invalid', 'true');
    });

    test('changing the site converts a typed price into the new currency', async ({ page }) => {
      await page.goto(site.path);
      await twoSteps(page, 'MY');
      const form = calculator(page);
      await form.getByLabel('Work out').selectOption('price');
      await form.getByLabel('Selling price').fill('40.00');
      await expect(page.getByTestId('pricing-headline')).toHaveText(/^-?MYR\s?-?\d+\.\d{2}$/);

      await form.getByLabel('Site').selectOption('ID');
      await expect(page.getByTestId('pricing-basis')).toContainText('Fee schedule ID-2026-01-01');
      // The rates of the day the page calculates with (its share link names it), not the latest day's:
      // the two differ when the test runs across the day's change.
      const day = new URL((await page.getByTestId('pricing-share').getAttribute('href')) ?? '', page.url()).searchParams.get('day');
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const rates = (await (await page.request.get(`/api/pricing/rates?day=${day}`)).json()) as { payload: { rates: { currency: string; perCny: string }[] } };
      const perCny = (c: string) => Number(rates.payload.rates.find((r) => r.currency === c)?.perCny);
      const converted = Number(await form.getByLabel('Selling price').inputValue());
      // RM40 through CNY into rupiah at the day's rates, whole rupiah (IDR has no minor unit). Amounts
      // go through CNY in fen, as the calculator holds every CNY amount: half a fen is ~12 rupiah, so
      // comparing with the unrounded product failed on days whose rates round badly (a CI run met one).
      expect(Number.isInteger(converted)).toBe(true);
      const fen = Math.round((40 / perCny('MYR')) * 100);
      expect(Math.abs(converted - Math.round((fen / 100) * perCny('IDR')))).toBeLessThanOrEqual(1);
      await expect(page.getByTestId('pricing-breakdown').getByRole('columnheader')).toHaveText(['Item', 'IDR', 'CNY']);
      await expect(page.getByTestId('site-price')).toHaveText(/^IDR\s?[\d,]+$/);
    });

    test('a shared link reproduces the calculation, rendered on the server', async ({ page, browser }) => {
      await page.goto(site.path);
      await twoSteps(page, 'TH');
      await calculator(page).getByText('More costs and fees').click();
      await calculator(page).getByLabel('Discount or voucher').fill('5');
      const headline = await page.getByTestId('pricing-headline').textContent();
      const breakdown = await page.getByTestId('pricing-breakdown').innerText();
      const href = await page.getByTestId('pricing-share').getAttribute('href');
      expect(href).toMatch(new RegExp(`^${site.path}\\?site=TH.*disc=5.*day=\\d{4}-\\d{2}-\\d{2}$`));

      const html = await (await page.request.get(href ?? '')).text();
      expect(html).toContain('TH-2026-01-01');
      expect(html).toContain(headline ?? 'no headline');

      const other = await browser.newContext(site.context ?? {});
      const shared = await other.newPage();
      await shared.goto(href ?? '');
      await shared.locator('html[data-started]').waitFor({ state: 'attached' });
      await expect(shared.getByTestId('pricing-headline')).toHaveText(headline ?? '');
      expect(await shared.getByTestId('pricing-breakdown').innerText()).toBe(breakdown);
      await expect(calculator(shared).getByLabel('Discount or voucher')).toHaveValue('5');
      await other.close();
    });

    test('a member saves two calculations and compares them side by side', async ({ page }) => {
      // Logs in, saves twice, reloads, compares and deletes: past 30 s on a loaded machine.
      test.slow();
      await page.goto(site.path);
      await twoSteps(page, 'MY');
      await expect(page.getByText('Log in to save your calculations and compare them side by side.')).toBeVisible();
      await logInFromPage(page);

      const stamp = Date.now().toString(36);
      const first = `MY lamp ${stamp}`;
      const second = `SG lamp ${stamp}`;
      const name = page.getByLabel('Name of this calculation');
      await name.fill(first);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(`Saved as “${first}”.`)).toBeVisible();
      const firstPrice = await page.getByTestId('pricing-headline').textContent();

      await calculator(page).getByLabel('Site').selectOption('SG');
      await expect(page.getByTestId('pricing-basis')).toContainText('Fee schedule SG-2026-01-01');
      const secondPrice = await page.getByTestId('pricing-headline').textContent();
      await name.fill(second);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(`Saved as “${second}”.`)).toBeVisible();

      // The list survives a reload (it is the server's), newest first.
      await page.reload();
      const list = page.getByTestId('pricing-saved-list');
      await expect(list.getByText(`Compare ${second} (Singapore)`)).toBeVisible();
      await page.getByLabel(`Compare ${first} (Malaysia)`).check();
      await page.getByLabel(`Compare ${second} (Singapore)`).check();
      const comparison = page.getByTestId('pricing-comparison');
      await expect(comparison.getByRole('columnheader', { name: new RegExp(first) })).toBeVisible();
      await expect(comparison.getByRole('columnheader', { name: new RegExp(second) })).toBeVisible();
      const priceRow = comparison.locator('tr[data-row="price"]');
      await expect(priceRow).toContainText(firstPrice ?? 'none');
      await expect(priceRow).toContainText(secondPrice ?? 'none');
      await expectNoAxeViolations(page, site.axe);

      // A name already saved is refused (issue 27 item 11).
      await name.fill(first);
      await expect(page.getByText(`You already saved a calculation named “${first}”: choose another name.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      await name.fill('');
      for (const saved of [first, second]) {
        // Deleting asks first (issue 27 item 11).
        await page.getByRole('button', { name: `Delete ${saved}` }).click();
        await page.getByRole('group', { name: `Delete ${saved}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(page.getByRole('button', { name: `Delete ${saved}` })).toHaveCount(0);
        await expect(page.getByRole('group', { name: `Delete ${saved}?` })).toHaveCount(0);
      }
    });
  });
}
