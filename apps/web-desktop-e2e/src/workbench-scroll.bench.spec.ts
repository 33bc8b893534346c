// Issue 26 "Done when": a 2,000-row table scrolled end to end in Chromium with no task over 50 ms.
// The ultimate plan reads 2,000 rows of a ranking, but a page shows at most 200 (the contract's page
// sizes are 50, 100 and 200). So the member's 2,000 rows (the ten pages of 200 the API gives that
// member) are handed to the built page's ranking, in place of its first page of 200, through the
// browser's own call: the page's code renders and scrolls 2,000 real rows. The page's real 200-row
// view is scrolled too. A benchmark until the target is met (`npm run bench:scroll`, a quiet machine):
// in the test command's speed project it failed with tasks of 50-134 ms (issue 26 stays open on it).
import type { Page } from '@playwright/test';
import { demoPhone, forgetSmsSends } from '../../../tools/e2e/dev-api';
import { expect, test } from '../../../tools/e2e/fixtures';
import { logInDemoBySms } from '../../../tools/e2e/login-steps';

const ULTIMATE = demoPhone(28);
const HOT = '/workbench/product/hot-sales-product';
/** The longest task a scroll may hold: a frame missed at most, never a visible stall. */
const LONG_TASK_MAX_MS = 50;
const ROWS = 2_000;

test.describe.configure({ timeout: 180_000 });

interface ScrollRun {
  tasks: number[];
  ms: number;
  frames: number;
  lastRowShown: boolean;
}

/** Scrolls the ranking's box from top to bottom, 600 px a frame, recording every long task. */
function scrollEndToEnd(page: Page, lastRow: number): Promise<ScrollRun> {
  return page.evaluate(async (last) => {
    const box = document.querySelector<HTMLElement>('[data-testid="ranking-scroller"]');
    if (!box) throw new Error('no ranking');
    box.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(Math.round(entry.duration))));
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    let frames = 0;
    await new Promise<void>((resolve) => {
      const step = () => {
        frames += 1;
        box.scrollTop += 600;
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    // The last frames' work and the tasks they queued.
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    const lastRowShown = !!box.querySelector(`tr[aria-rowindex="${last + 1}"]`);
    return { tasks, ms: Math.round(performance.now() - start), frames, lastRowShown };
  }, lastRow);
}

test('a 2,000-row ranking scrolls end to end with no task over 50 ms', async ({ page }, testInfo) => {
  await forgetSmsSends(page.request, ULTIMATE);
  await logInDemoBySms(page, ULTIMATE);

  // The member's 2,000 rows, as the API gives them to that member.
  const rows: unknown[] = [];
  type RankingAnswer = { code: number; payload: { rows: unknown[]; total: number } };
  let firstPage: RankingAnswer | null = null;
  for (let n = 1; n <= ROWS / 200; n += 1) {
    const answer = (await (await page.request.get(`/api/workbench/ranking?size=200&page=${n}`)).json()) as RankingAnswer;
    expect(answer.code).toBe(200);
    expect(answer.payload.rows).toHaveLength(200);
    firstPage ??= answer;
    rows.push(...answer.payload.rows);
  }
  expect(rows).toHaveLength(ROWS);

  // The real 200-row view first.
  await page.goto(`${HOT}?size=200`);
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-rowcount', '201');
  const real = await scrollEndToEnd(page, 200);

  // Then the 2,000 rows, through the page's own client-side call.
  await page.route('**/api/workbench/ranking?**', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('size') !== '200' || (url.searchParams.get('page') ?? '1') !== '1' || !firstPage) return route.continue();
    await route.fulfill({ json: { ...firstPage, payload: { ...firstPage.payload, rows } } });
  });
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', String(ROWS + 1));
  // Only the rows near the window are in the document.
  expect(await grid.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
  const deep = await scrollEndToEnd(page, ROWS);

  const figures = `200 rows: ${real.frames} frames in ${real.ms} ms, long tasks [${real.tasks.join(', ')}] ms; 2,000 rows: ${deep.frames} frames in ${deep.ms} ms, long tasks [${deep.tasks.join(', ')}] ms`;
  console.log(figures);
  testInfo.annotations.push({ type: 'scroll', description: figures });
  expect(real.lastRowShown).toBe(true);
  expect(deep.lastRowShown).toBe(true);
  expect(Math.max(0, ...real.tasks), figures).toBeLessThanOrEqual(LONG_TASK_MAX_MS);
  expect(Math.max(0, ...deep.tasks), figures).toBeLessThanOrEqual(LONG_TASK_MAX_MS);
});
