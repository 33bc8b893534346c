// Issue 26 "Done when": a 2,000-row table scrolled end to end in Chromium with no task over 50 ms.
// The ultimate plan reads 2,000 rows of a ranking, but a page shows at most 200 (the contract's page
// sizes are 50, 100 and 200). So the member's 2,000 rows (the ten pages of 200 the API gives that
// member) are handed to the built page's ranking, in place of its first page of 200, through the
// browser's own call: the page's code renders and scrolls 2,000 real rows. The page's real 200-row
// view is scrolled too. A benchmark until the target is met (`npm run bench:scroll`, a quiet machine):
// in the test command's speed project it failed with tasks of 50-134 ms (issue 26 stays open on it).
// SEALENS_SCROLL_TRACE=<file> records the 2,000-row scroll as a Chromium trace and adds each long
// task's CPU time to the figures: on a loaded machine, wall far above CPU is waiting for a core.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoPhone, forgetSmsSends } from '../../../tools/e2e/dev-api';
import { expect, test } from '../../../tools/e2e/fixtures';
import { logInDemoBySms } from '../../../tools/e2e/login-steps';

const ULTIMATE = demoPhone(28);
const HOT = '/workbench/product/hot-sales-product';
/** The longest task a scroll may hold: a frame missed at most, never a visible stall. */
const LONG_TASK_MAX_MS = 50;
const ROWS = 2_000;
/** Pixels scrolled a frame (SEALENS_SCROLL_STEP_PX; default 600, ten rows: a fling). */
const STEP_PX = Number(process.env['SEALENS_SCROLL_STEP_PX'] ?? 600);

test.describe.configure({ timeout: 180_000 });

interface ScrollRun {
  tasks: number[];
  ms: number;
  frames: number;
  lastRowShown: boolean;
  /** Pictures the page requested while it scrolled. */
  pictures: number;
}

/** Scrolls the ranking's box from top to bottom, STEP_PX a frame, recording every long task. */
function scrollEndToEnd(page: Page, lastRow: number): Promise<ScrollRun> {
  return page.evaluate(async ({ last, stepPx }) => {
    const box = document.querySelector<HTMLElement>('[data-testid="ranking-scroller"]');
    if (!box) throw new Error('no ranking');
    box.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Every picture requested counts, not the browser's default 250 entries.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(10_000);
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(Math.round(entry.duration))));
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    let frames = 0;
    await new Promise<void>((resolve) => {
      const step = () => {
        frames += 1;
        box.scrollTop += stepPx;
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    // The last frames' work and the tasks they queued.
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    const lastRowShown = !!box.querySelector(`tr[aria-rowindex="${last + 1}"]`);
    const pictures = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start && /\.(png|jpe?g|webp)(\?|$)/.test(entry.name)).length;
    return { tasks, ms: Math.round(performance.now() - start), frames, lastRowShown, pictures };
  }, { last: lastRow, stepPx: STEP_PX });
}

/** What a trace of the scroll records (SEALENS_SCROLL_TRACE=<file>): the main thread's tasks, style, layout, paint and V8's samples. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'toplevel'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The trace's page tasks over 50 ms as wall/CPU ms: on a loaded machine a task is long because the
 * thread waited for a core (wall far above CPU) or because it worked (CPU near wall).
 */
function longTasksInTrace(path: string): string {
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const taskName = 'ThreadControllerImpl::RunTask';
  // The page's main thread is the renderer main thread that ran the most tasks.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (m: TraceEvent) => events.filter((e) => e.ph === 'X' && e.name === taskName && e.pid === m.pid && e.tid === m.tid);
  const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
  const ms = (us: number | undefined) => Math.round((us ?? 0) / 1000);
  const long = tasks.filter((t) => ms(t.dur) > LONG_TASK_MAX_MS);
  const cpuMax = Math.max(0, ...tasks.map((t) => ms(t.tdur)));
  return `trace: ${tasks.length} tasks, longest CPU ${cpuMax} ms; over ${LONG_TASK_MAX_MS} ms wall/CPU [${long.map((t) => `${ms(t.dur)}/${ms(t.tdur)}`).join(', ')}]`;
}

test('a 2,000-row ranking scrolls end to end with no task over 50 ms', async ({ page, browser }, testInfo) => {
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
  // Routing sends every request of the page (each row's picture) through this test's process and turns
  // the browser's HTTP cache off: the scroll is measured as a member's browser does it, without either.
  await page.unrouteAll();
  // Only the rows near the window are in the document.
  expect(await grid.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
  const tracePath = process.env['SEALENS_SCROLL_TRACE'];
  if (tracePath) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
  const deep = await scrollEndToEnd(page, ROWS);
  if (tracePath) await browser.stopTracing();

  const traced = tracePath ? `; ${longTasksInTrace(tracePath)}` : '';
  const figures = `200 rows: ${real.frames} frames in ${real.ms} ms, long tasks [${real.tasks.join(', ')}] ms, ${real.pictures} pictures; 2,000 rows: ${deep.frames} frames in ${deep.ms} ms, long tasks [${deep.tasks.join(', ')}] ms, ${deep.pictures} pictures${traced}`;
  console.log(figures);
  testInfo.annotations.push({ type: 'scroll', description: figures });
  expect(real.lastRowShown).toBe(true);
  expect(deep.lastRowShown).toBe(true);
  expect(Math.max(0, ...real.tasks), figures).toBeLessThanOrEqual(LONG_TASK_MAX_MS);
  expect(Math.max(0, ...deep.tasks), figures).toBeLessThanOrEqual(LONG_TASK_MAX_MS);
});
