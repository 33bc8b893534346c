// Issue 31 item 2: My shop (`dashboard/my-shop`) on the built site, against the real server and data.
// A member authorises a shop of the market data on the multi-shop authorisation page (spec §2) and
// follows a rival of its category; My shop then shows the shop's 7-day units, sales value and share
// beside its category's and the rival's, the same figures the workbench API gives for each. It reads
// the market and moves nothing (a flow, not a market-day spec). Member 13900000046 (ultimate), this
// file's own (demo-accounts.ts); what an earlier run of it left (the shop, the follow) goes first.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney, formatNumber } from '@sealens/domain';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test, waitForHydration } from '../../../tools/e2e/fixtures';
import { logInMember } from '../../../tools/e2e/workbench-steps';

const MEMBER = demoPhone(46);
const MY_SHOP = '/workbench/dashboard/my-shop';
const SITE = 'TH';
/** The days My shop compares over (MY_SHOP_DAYS). */
const DAYS = 7;
/** What the server computes (a fresh data folder imports the market first). */
const LOAD = { timeout: 60_000 };
/** The workbench API's member calls carry the verify-code header (their contract's x-verify-code). */
const HEADERS = { 'X-Verify-Code': '1' };

test.describe.configure({ timeout: 240_000 });

interface Envelope<T> {
  code: number;
  payload?: T;
}
interface ShopRow {
  id: string;
  name: string;
  categoryId: number;
}
interface PeriodFigures {
  days: number;
  units: number;
  gmv: number;
}

async function api<T>(request: APIRequestContext, method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = await request[method](`/api/workbench${path}`, { headers: HEADERS, ...(data ? { data } : {}) });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}`).toBe(200);
  return body.payload as T;
}

/** An item's figures over My shop's days, as GET /item gives them. */
async function weekOf(request: APIRequestContext, query: string): Promise<PeriodFigures> {
  const summary = await api<{ figures: PeriodFigures[] }>(request, 'get', `/item?${query}`);
  const week = summary.figures.find((f) => f.days === DAYS);
  expect(week, query).toBeDefined();
  return week as PeriodFigures;
}

/** Authorises the shop on /moreShopAuthorize (the member's earlier shops removed first). */
async function authorise(page: Page, shop: ShopRow): Promise<void> {
  await page.goto('/moreShopAuthorize');
  await expect(page.getByTestId('shops-count')).toBeVisible(LOAD);
  for (const row of await page.getByTestId('authorized-shop').all()) {
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
  }
  await expect(page.getByTestId('shops-empty')).toBeVisible();
  const form = page.getByRole('form', { name: 'Authorise a shop' });
  await form.getByLabel('Site').selectOption(SITE);
  await form.getByLabel('Shop ID').fill(shop.id);
  await form.getByLabel('Shop name').fill(shop.name);
  await form.getByRole('button', { name: 'Authorise' }).click();
  await expect(page).toHaveURL(/\/success\?type=shop/, LOAD);
}

/** A row's three figures (units, sales value in the site's currency, share of the category's units) in the page's English. */
async function expectFigures(row: Locator, figures: PeriodFigures, categoryUnits: number): Promise<void> {
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText(formatNumber(figures.units, { locale: 'en' }));
  await expect(cells.nth(1)).toContainText(formatMoney(figures.gmv, { site: SITE, locale: 'en' }));
  await expect(cells.nth(2)).toHaveText(`${formatNumber((figures.units / categoryUnits) * 100, { locale: 'en', decimals: 1 })}%`);
}

test('My shop: an authorised shop beside its category and a followed rival, each with the figures the data holds', async ({ page }) => {
  await logInMember(page, MEMBER);
  // No follow of an earlier run stays.
  const keys = await api<{ keys: { id: number }[] }>(page.request, 'get', '/follows/keys');
  for (const key of keys.keys) await api(page.request, 'delete', `/follows/${key.id}`);

  // The member's shop and a rival: two of the site's best-selling shops of one category.
  const ranking = await api<{ rows: ShopRow[] }>(page.request, 'get', `/ranking?entity=shop&site=${SITE}&period=${DAYS}&size=50`);
  const mine = ranking.rows.find((row) => ranking.rows.filter((other) => other.categoryId === row.categoryId).length >= 2) as ShopRow;
  expect(mine).toBeDefined();
  const rival = ranking.rows.find((row) => row.categoryId === mine.categoryId && row.id !== mine.id) as ShopRow;
  await authorise(page, mine);
  await api(page.request, 'post', '/follows', { entity: 'shop', id: rival.id });

  const [own, category, rivalWeek] = await Promise.all([
    weekOf(page.request, `entity=shop&id=${mine.id}`),
    weekOf(page.request, `entity=category&id=${mine.categoryId}&site=${SITE}`),
    weekOf(page.request, `entity=shop&id=${rival.id}`),
  ]);

  await page.goto(MY_SHOP);
  await waitForHydration(page);
  const section = page.getByRole('region', { name: mine.name });
  const table = section.getByRole('table', { name: `${mine.name} beside its category and the shops you follow, ${DAYS} days` });
  await expect(table).toBeVisible(LOAD);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectFigures(table.getByRole('row', { name: /^Your shop/ }), own, category.units);
  await expectFigures(table.getByRole('row', { name: /^Its category: / }), category, category.units);
  const rivalRow = table.getByRole('row', { name: new RegExp(`^${rival.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(rivalRow.getByRole('link', { name: rival.name })).toHaveAttribute('href', new RegExp(`store-explanation\\?id=${rival.id}$`));
  await expectFigures(rivalRow, rivalWeek, category.units);
  await expectNoAxeViolations(page);
});
