// Issue 32 item 2: event marketing's three pages on the built site, against the real server and
// data. Member 13900000043 (ultimate), this file's own (demo-accounts.ts).
import type { Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { downloadExport } from '../../../tools/e2e/export-download';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(43);
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Event marketing' });

test("each event marketing page from the data menu: a campaign day's uplift as the test recomputes it from the API's days, slots in the URL, a probe row opening its product", async ({ page }) => {
  await logInMember(page, ULTIMATE);
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'Other activities', exact: true }).click();
  await expect(page).toHaveURL(/\/workbench\/eventMarketingAnalysis\/analysisOfOtherActivities/, LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Other activities' })).toBeVisible(LOAD);
  await expect(nav(page).getByRole('link', { name: /Coming/ })).toHaveCount(0);

  // The day shown (the latest campaign day), its uplift on the page, and the same day's 8 days from the API.
  const section = page.locator('[data-campaign-day]');
  await expect(section).toBeVisible(LOAD);
  const day = (await section.getAttribute('data-campaign-day')) ?? '';
  expect(Number(day.slice(5, 7))).toBe(Number(day.slice(8, 10)));
  await expect(page.locator('[data-baseline="7"]')).toBeVisible();
  const shown = Number(await page.locator(`[data-campaign-section="days"] tr[data-row="${day}"] [data-uplift]`).getAttribute('data-uplift'));
  const answer = await (await page.request.get(`/api/workbench/campaigns?day=${day}`)).json();
  const series: { day: string; units: number }[] = answer.payload.campaign.series;
  expect(series.map((d) => d.day).at(-1)).toBe(day);
  const baseline = series.slice(0, 7).reduce((t, d) => t + d.units, 0) / 7;
  const recomputed = ((series[7]?.units ?? 0) / baseline - 1) * 100;
  expect(shown).toBeCloseTo(recomputed, 1);
  // A campaign day sells more than its week before.
  expect(shown).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  // The products that gained most open their explanation.
  await page.locator('[data-campaign-list="gainers"] tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/workbench\/product\/product-explanation\?id=\d+/, LOAD);

  await page.goBack();
  await nav(page).getByRole('link', { name: 'Time-limited spike analysis', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time-limited spike analysis' })).toBeVisible(LOAD);
  await expect(page.locator('[data-campaign-list="hours"] tbody tr').first()).toBeVisible(LOAD);
  await page.getByRole('navigation', { name: 'Slot kind' }).getByRole('link', { name: 'Flash sales', exact: true }).click();
  await expect(page).toHaveURL(/kind=flash-sale/, LOAD);
  await expect(page.locator('[data-campaign-list="hours"] tbody tr').first()).toContainText('Flash sale', LOAD);
  await expect(page.locator('[data-campaign-list="hours"] tbody tr', { hasText: 'Campaign slot' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await nav(page).getByRole('link', { name: 'Event marketing probe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event marketing probe' })).toBeVisible(LOAD);
  const rows = page.locator('[data-campaign-list="probe"] tbody tr');
  await expect(rows.first()).toBeVisible(LOAD);
  await page.getByRole('columnheader', { name: /Units sold in the slot/ }).getByRole('link').click();
  await expect(page).toHaveURL(/sort=units/, LOAD);
  await expect(page.getByRole('columnheader', { name: /Units sold in the slot/ })).toHaveAttribute('aria-sort', 'descending', LOAD);
  await expectNoAxeViolations(page);
  // The exported CSV holds the probe's whole list in the page's order: the API's pages are its oracle.
  const probeIds: string[] = [];
  for (let n = 1; ; n += 1) {
    const probe = (await (await page.request.get(`/api/workbench/campaigns?view=probe&sort=units&dir=desc&size=200&page=${n}`)).json()).payload.probe;
    probeIds.push(...probe.rows.map((r: { goodsId: string }) => r.goodsId));
    if (probe.rows.length < 200) break;
  }
  const csv = await downloadExport(page, 'csv');
  expect(csv.fileName).toMatch(/^event-probe_all-sites_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.bom).toBe(true);
  const idColumn = csv.header.indexOf('Product ID');
  expect(idColumn).toBeGreaterThanOrEqual(0);
  expect(csv.rows.map((r) => r[idColumn])).toEqual(probeIds);
  expect(probeIds.length).toBeGreaterThan(0);
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/workbench\/product\/product-explanation\?id=\d+/, LOAD);
});

test('the probe in Thai, with no English left in its headings and columns', async ({ page }) => {
  await logInMember(page, ULTIMATE);
  await page.goto('/workbench/home');
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto('/workbench/eventMarketingAnalysis/eventMarketingProbe?period=30');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'Event marketing probe') })).toBeVisible(LOAD);
  await expect(page.locator('[data-campaign-list="probe"] tbody tr').first()).toBeVisible(LOAD);
  for (const column of ['Product', 'Slot', 'Slot window (China time)', 'Discount', 'Units sold in the slot']) {
    await expect(page.getByRole('columnheader', { name: translated('th', column) }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toHaveCount(0);
  }
  for (const words of ['Flash sales and campaign slots', 'Flash sales', 'Campaign slots']) {
    await expect(page.getByRole('link', { name: translated('th', words), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: words, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
