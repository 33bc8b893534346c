// Every e2e page fails its test on a console error or an uncaught exception, and can run axe.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { fixtureVisitorAddress } from './visitor-address';

export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * Pages arrive server-rendered and become interactive when they hydrate (libs/ssr start-site marks
 * `<html data-started>`). A click before that would be lost, so every navigation of a test waits for it.
 */
async function waitForStart(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await waitForHydration(page);
}

/** For pages the fixture did not make (a second browser context): their goto does not wait. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached', timeout: 10_000 });
}

/** Tests started by this worker: with the worker's index, each test's own visitor address. */
let testsInWorker = 0;

/**
 * A visitor address of the test's own (visitor-address.ts): the server counts per-IP limits by
 * X-Forwarded-For, so tests that log in by SMS code never share a bucket. A test that sets its own
 * header replaces it.
 */
function visitorAddress(workerIndex: number): string {
  return fixtureVisitorAddress(workerIndex, testsInWorker++);
}

export const test = base.extend<{ pageErrors: string[] }>({
  // API and page requests made without a browser get a visitor address of the test's own too: the
  // server allows each address a number of page renders a minute (issue 25 item 10), which a suite
  // sharing 127.0.0.1 could run into.
  request: async ({ playwright, baseURL, userAgent, extraHTTPHeaders }, provide, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL,
      ...(userAgent ? { userAgent } : {}),
      extraHTTPHeaders: { ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.workerIndex) },
    });
    await provide(request);
    await request.dispose();
  },
  page: async ({ page }, provide, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress(testInfo.workerIndex) });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForStart(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForStart(page, response);
      return response;
    };
    await provide(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A page that answers 404 on purpose (the not-found page) is not a broken resource.
        if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Offline, the browser logs every fetch it refused: those are the test's doing, not the page's errors. */
export function forgetOfflineFetches(pageErrors: string[]): void {
  const kept = pageErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error));
  pageErrors.splice(0, pageErrors.length, ...kept);
}

/**
 * Runs axe over the page (WCAG 2.1 A and AA) and expects no violation.
 *
 * Axe runs in the page itself and keeps only its violations: the default run (`runPartial` per frame,
 * then `finishRun` in a new blank page) carried every passing node's result across, 6.5 MB of JSON for a
 * 50-row ranking, and took 8-11 s where this takes 1.3 s (load 6; issue 28 item 4). Our pages have no
 * cross-origin frames, the case the default run exists for.
 */
export async function expectNoAxeViolations(page: Page, options: { disableRules?: string[] } = {}) {
  const results = await new AxeBuilder({ page })
    // First: `options` replaces every option set before it (the tags and the disabled rules).
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(options.disableRules ?? [])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

export { expect };

/** Largest contentful paint and cumulative layout shift of the current page, as the browser measured them. */
export async function measureWebVitals(page: Page): Promise<{ lcp: number; cls: number }> {
  return page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((resolve) => {
        let lcp = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive on the next tasks; give them a moment.
        setTimeout(() => resolve({ lcp, cls }), 500);
      }),
  );
}

/** Speed budgets on loopback (spec: fast by construction, no layout shift). */
export const WEB_VITALS_BUDGET = { lcpMs: 2500, cls: 0.1 };
