// Issue 30 item 4: sourcing (`big-data-selection/1688-selected-goods`) on the built site, against the
// real server and data: a product's matching 1688 offers, and a match's margin equal to the one the
// pricing calculator (libs/pricing) computes for the same inputs; a product's explanation page links
// to its suppliers. Member 13900000041 (ultimate), this file's own (demo-accounts.ts), is logged in.
import type { Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test, waitForHydration } from '../../../tools/e2e/fixtures';
import { logInMember, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(41);
const SOURCING = '/workbench/big-data-selection/1688-selected-goods';
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };
/** Products tried for one with a matching offer (about a third of products have one). */
const TRIES = 20;

test.describe.configure({ timeout: 240_000 });

const offers = (page: Page) => page.getByTestId('sourcing-offer');

/** Opens the sourcing page of the first best-selling product that has a matching offer; answers its id. */
async function openMatchedProduct(page: Page): Promise<string> {
  await page.goto('/workbench/product/hot-sales-product?period=30');
  await waitForRanking(page, LOAD.timeout);
  const ids = (await rankingIds(page, 'product-explanation')).slice(0, TRIES);
  for (const id of ids) {
    await page.goto(`${SOURCING}?id=${id}`);
    await expect(page.getByTestId('sourcing-product')).toBeVisible(LOAD);
    if ((await offers(page).count()) > 0) return id;
  }
  throw new Error(`none of the first ${TRIES} best sellers has a matching offer`);
}

test('sourcing from the data menu: a product picked shows its matching offers, and a match margin is the pricing calculator’s for the same inputs; the product’s explanation page opens the same; in Portuguese too', async ({ page }) => {
  await logInMember(page, ULTIMATE);
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: '1688 selected goods', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SOURCING}(\\?|$)`), LOAD);
  await expect(page.getByRole('heading', { level: 1, name: '1688 selected goods' })).toBeVisible(LOAD);
  await expect(page.getByLabel('Find a product')).toBeVisible();

  const id = await openMatchedProduct(page);
  const table = page.getByRole('table', { name: 'Supplier offers matching the product, best first' });
  await expect(table).toBeVisible();
  // Every offer's title is Chinese, as 1688's are, with its price tiers in CNY.
  const first = offers(page).first();
  await expect(first.getByRole('rowheader')).toHaveText(/\p{Script=Han}/u);
  await expect(first.getByRole('listitem').first()).toContainText('CNY');
  await expectNoAxeViolations(page);

  // The margin shown opens the calculator on the same inputs, which computes the same margin.
  const margin = first.getByTestId('sourcing-margin');
  const shown = (await margin.textContent())?.trim() ?? '';
  expect(shown).toMatch(/^-?\d+\.\d{2}%$/);
  await margin.click();
  await expect(page).toHaveURL(/\/pricing\?.*mode=price/, LOAD);
  await expect(page.getByTestId('pricing-margin')).toHaveText(shown, LOAD);

  // The product's explanation page finds its suppliers: its link opens sourcing on the product, its matches at once.
  await page.goto(`/workbench/product/product-explanation?id=${id}`);
  await waitForHydration(page);
  const findSupplier = page.getByRole('link', { name: 'Find a supplier on 1688' });
  await expect(findSupplier).toBeVisible(LOAD);
  await findSupplier.click();
  await expect(page).toHaveURL(new RegExp(`${SOURCING}\\?id=${id}$`), LOAD);
  await expect(table).toBeVisible(LOAD);
  await expect(offers(page).first().getByTestId('sourcing-margin')).toHaveText(shown);

  // The page in a second language: its own texts translated, none left in English.
  await page.evaluate(() => localStorage.setItem('language', 'pt'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'pt', url: page.url() }]);
  await page.goto(`${SOURCING}?id=${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt', LOAD);
  await expect(page.getByRole('heading', { level: 1, name: translated('pt', '1688 selected goods') })).toBeVisible(LOAD);
  const ptTable = page.getByRole('table', { name: translated('pt', 'Supplier offers matching the product, best first') });
  for (const column of ['Supplier', 'Price tiers (CNY a piece)', 'Minimum order', 'Margin']) {
    await expect(ptTable.getByRole('columnheader', { name: translated('pt', column), exact: true })).toBeVisible();
    await expect(ptTable.getByRole('columnheader', { name: column, exact: true })).toHaveCount(0);
  }
  // The same margin, in the reader's number format.
  await expect(offers(page).first().getByTestId('sourcing-margin')).toHaveText(new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 2 }).format(Number(shown.replace('%', '')) / 100));
  await expectNoAxeViolations(page);
});
