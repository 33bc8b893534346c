// Issue 26, the workbench's remaining page work on the built site: the explanation's any range,
// sub-categories in the member's language, and the ranking on a 390 px phone. Each test logs member
// 13900000028 (ultimate) in, its SMS sends forgotten first (workbench-product.spec.ts logs it in too).
import type { Locator, Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(28);
const HOT = '/workbench/product/hot-sales-product';
const EXPLANATION = '/workbench/product/product-explanation';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const grid = (page: Page) => page.getByRole('grid');

async function waitForRanking(page: Page) {
  await expect(grid(page)).toBeVisible();
  // A sub-category's first ranking may be read cold on a loaded machine.
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
}

async function logIn(page: Page) {
  await logInMember(page, ULTIMATE);
}

/** The first product of a site's ranking, and the data day its summary names. */
async function firstProduct(page: Page, site: string): Promise<{ id: string; day: string }> {
  const ranking = (await (await page.request.get(`/api/workbench/ranking?site=${site}`)).json()) as { payload: { rows: { id: string }[] } };
  const id = ranking.payload.rows[0]?.id ?? '';
  const item = (await (await page.request.get(`/api/workbench/item?id=${id}`)).json()) as { payload: { day: string } };
  return { id, day: item.payload.day };
}

/**
 * The range form is a HydrateWhenVisible part: it hydrates once it comes near the viewport, after
 * the page's own hydration (which goto waits for). Sent before that, it is the browser's plain GET
 * (by design: it works without script), a new document whose own form has not hydrated either, so
 * the form's checks before sending never run. React owns a node once it is hydrated (a fiber key,
 * as libs/ssr's own test tells them apart): the steps wait for that, as a reader scrolls to the form.
 */
async function untilHydrated(form: Locator) {
  // An update that reaches the part before it hydrates (the follow panel loading beside it) makes
  // React render it afresh in place of the server's HTML: the node scrolled to may be replaced, so
  // each try finds the form again.
  await expect(async () => {
    await form.scrollIntoViewIfNeeded({ timeout: 2_000 });
    expect(await form.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  }).toPass({ timeout: 15_000 });
}

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

test('the explanation shows any range of days, kept in the URL, and says why when the plan cuts it', async ({ page }) => {
  await logIn(page);
  const { id, day } = await firstProduct(page, 'TH');
  await page.goto(`${EXPLANATION}?id=${id}&days=30`);
  const range = page.getByRole('form', { name: 'Any range' });
  await expect(range).toBeVisible();
  await untilHydrated(range);
  // Every send below is the page's own navigation: a plain GET would start a new document without this.
  const sameDocument = () => page.evaluate(() => (window as { rangeTest?: boolean }).rangeTest === true);
  await page.evaluate(() => ((window as { rangeTest?: boolean }).rangeTest = true));

  // Keyboard only: type both days, Enter sends them.
  const from = dayBefore(day, 44);
  const to = dayBefore(day, 5);
  await range.getByLabel('First day').fill(from);
  await range.getByLabel('Last day').fill(to);
  await range.getByLabel('Last day').press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page).not.toHaveURL(/days=/);
  const charts = page.getByTestId('history-charts');
  await expect(charts).toHaveAttribute('data-from', from);
  await expect(charts).toHaveAttribute('data-to', to);
  await expect(charts.getByRole('figure')).toHaveCount(4);
  await expect(page.getByTestId('range-totals')).toContainText('Units sold');
  await expect(page.getByRole('link', { name: '30 days', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // A range past the ultimate plan's 365 days: the answer is cut and the page says why.
  const early = dayBefore(day, 399);
  await range.getByLabel('First day').fill(early);
  await range.getByRole('button', { name: 'Show the range' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${early}`));
  await expect(page.getByText(/History beyond [\d,]+ days comes with the Professional edition\./)).toBeVisible();
  // The charts start on the first day the plan holds, not on the day asked.
  await expect(charts).toHaveAttribute('data-from', dayBefore(day, 364));

  // The order is checked before anything is sent.
  await range.getByLabel('First day').fill(dayBefore(day, 3));
  await range.getByLabel('Last day').fill(dayBefore(day, 4));
  await range.getByLabel('Last day').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The first day must not be after the last day.');
  await expect(page).toHaveURL(new RegExp(`from=${early}`));

  // Back returns to the first range, its fields refilled; a copied link reproduces it.
  await page.goBack();
  await expect(charts).toHaveAttribute('data-from', from);
  await expect(range.getByLabel('First day')).toHaveValue(from);
  await page.getByRole('link', { name: '90 days', exact: true }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page).not.toHaveURL(/from=/);
  await expect(charts).toHaveAttribute('data-days', '90');
  expect(await sameDocument()).toBe(true);
});

for (const [locale, names] of [
  ['zh', ['手机壳', '充电宝']],
  ['th', ['เคสโทรศัพท์', 'พาวเวอร์แบงค์']],
] as const) {
  test(`sub-categories and categories in ${locale}`, async ({ page }) => {
    await logIn(page);
    await page.evaluate((code) => localStorage.setItem('language', code), locale);
    await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: page.url() }]);
    await page.goto(`${HOT}?site=TH&cat=99991`);
    await waitForRanking(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'th');
    const scope = page.getByTestId('workbench-scope');
    // The top bar's selects, by their visible labels.
    const select = (label: string) =>
      scope
        .locator('div')
        .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
        .last()
        .getByRole('combobox');
    const category = select(translated(locale, 'Category'));
    const subCategory = select(translated(locale, 'Sub-category'));
    const digital = translated(locale, 'Digital electronics');
    await expect(category).toContainText(digital);
    await subCategory.click();
    for (const name of names) await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    // None in the data's English.
    await expect(page.getByRole('option', { name: 'phone case' })).toHaveCount(0);
    await page.getByRole('option', { name: names[0], exact: true }).click();
    await expect(page).toHaveURL(/cat=9999102/);
    await waitForRanking(page);
    await expect(subCategory).toContainText(names[0]);
    // The table's category cells too.
    await expect(grid(page).locator('tbody tr').first()).toContainText(digital);
  });
}

test.describe('on a 390 px phone', () => {
  test('the filters open in a sheet, the table scrolls sideways under a sticky first column, and the page does not', async ({ page }) => {
    await logIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${HOT}?site=TH`);
    await waitForRanking(page);

    // The filters are a button that opens a sheet; applying one closes it and changes the URL.
    await expect(page.getByRole('form', { name: 'Filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // The sheet fills the screen's height from its top, so Apply (below the fields) is reached by scrolling it.
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.y).toBe(0);
    expect(sheetBox?.height).toBe(844);
    await sheet.getByLabel('Price from (THB)').fill('50');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/priceMin=50/);
    await waitForRanking(page);

    const scroller = page.getByTestId('ranking-scroller');
    await scroller.scrollIntoViewIfNeeded();
    // The sticky cells: the follow star (issue 31), the rank and the item; the fourth is the first that scrolls.
    const rank = grid(page).locator('tbody tr[aria-rowindex="2"] td').nth(1);
    const third = grid(page).locator('tbody tr[aria-rowindex="2"] td').nth(3);
    const box = await scroller.boundingBox();
    const rankBefore = await rank.boundingBox();
    const thirdBefore = await third.boundingBox();
    if (!box || !rankBefore || !thirdBefore) throw new Error('the table is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Wider than the phone: it scrolls sideways.
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(300);

    await scroller.hover();
    await page.mouse.wheel(400, 0);
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
    const scrolled = await scroller.evaluate((el) => el.scrollLeft);
    const rankAfter = await rank.boundingBox();
    const thirdAfter = await third.boundingBox();
    if (!rankAfter || !thirdAfter) throw new Error('the table is not laid out');
    // The first column stays where it was, in view; the others moved under it.
    expect(Math.abs(rankAfter.x - rankBefore.x)).toBeLessThan(1);
    expect(rankAfter.x).toBeGreaterThanOrEqual(box.x);
    expect(rankAfter.x + rankAfter.width).toBeLessThanOrEqual(390);
    expect(thirdBefore.x - thirdAfter.x).toBeCloseTo(scrolled, 0);
    await expect(rank).toBeInViewport();

    // The page itself never scrolls sideways.
    const overflow = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, width: window.innerWidth }));
    expect(overflow.doc).toBeLessThanOrEqual(overflow.width);
    expect(overflow.body).toBeLessThanOrEqual(overflow.width);
    await expectNoAxeViolations(page);
  });
});
