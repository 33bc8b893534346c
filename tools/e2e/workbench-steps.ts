// Steps every workbench e2e file takes: a member of its own logged in, a ranking waited for, and the
// ids of the rows read from their explanation links.
import type { BrowserContext, Page } from '@playwright/test';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgetSmsSends } from './dev-api';
import { expect, test } from './fixtures';
import { headerLoginButton, logInDemoBySms } from './login-steps';

/** The ranking table (an ARIA grid). */
export const rankingGrid = (page: Page) => page.getByRole('grid');

/** Waits until the ranking shows its rows (not busy loading a new view). */
export async function waitForRanking(page: Page, timeout = 20_000): Promise<void> {
  await expect(rankingGrid(page)).toBeVisible();
  await expect(rankingGrid(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
}

/**
 * The grid's rows as their cells' texts by column name (the header row left out), read in one call:
 * a locator per row cost a round trip each, seconds for a 100-row page on a loaded machine.
 */
export async function gridRows(page: Page): Promise<Record<string, string>[]> {
  return rankingGrid(page).evaluate((grid) => {
    const text = (cell: Element) => cell.textContent?.trim() ?? '';
    const names = [...grid.querySelectorAll('[role="columnheader"]')].map(text);
    return [...grid.querySelectorAll('tbody tr[role="row"]')].map((row) => {
      const cells = [...row.querySelectorAll('[role="gridcell"]')].map(text);
      return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
    });
  });
}

/** The item ids of the table, top to bottom, from the rows' links to `explanationPath` (e.g. "store-explanation"). */
export async function rankingIds(page: Page, explanationPath: string): Promise<string[]> {
  const hrefs = await rankingGrid(page)
    .locator(`tbody a[href*="${explanationPath}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? ''))];
}

type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * This worker's member sessions. A workbench test needs a member, not a login: the login dialog has
 * its own suites. So a member logs in by SMS once per worker, and the worker's later tests of that
 * member start from the saved session (~1 s instead of a whole login, ~50 logins a run).
 */
const sessions = new Map<string, SavedSession>();

/** Logs in a demo member: the worker's saved session when it is still good, else by SMS. */
export async function logInMember(page: Page, phone: string): Promise<void> {
  const saved = sessions.get(phone);
  if (saved && (await restoreSession(page, saved))) return;
  sessions.delete(phone);
  await onePhoneAtATime(phone, async () => {
    // After forgetting the phone's earlier sends (tests, retries, repeats).
    await forgetSmsSends(page.request, phone);
    await logInDemoBySms(page, phone);
  });
  sessions.set(phone, await page.context().storageState());
}

/** Opens `/` with the saved session; false (and no session left) when the server no longer knows it. */
async function restoreSession(page: Page, saved: SavedSession): Promise<boolean> {
  await page.context().addCookies(saved.cookies);
  // The page's own storage, once per tab: later writes (a language chosen) are the test's.
  await page.addInitScript((origins: SavedSession['origins']) => {
    const mine = origins.find((o) => o.origin === window.location.origin);
    if (!mine || window.sessionStorage.getItem('e2e-session-restored')) return;
    for (const { name, value } of mine.localStorage) window.localStorage.setItem(name, value);
    window.sessionStorage.setItem('e2e-session-restored', '1');
  }, saved.origins);
  await page.goto('/');
  try {
    await expect(headerLoginButton(page)).toHaveCount(0, { timeout: 10_000 });
    return true;
  } catch {
    // Logged out meanwhile (a test that logs out ends the session on the server): log in afresh.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    return false;
  }
}

/**
 * Workers log the same member in at the same time (a spec's tests run in parallel): one's "forget the
 * sends" between the other's send and its cooldown check made the other's send answer 429. A lock
 * directory per server and phone keeps their SMS logins apart.
 */
async function onePhoneAtATime(phone: string, login: () => Promise<void>): Promise<void> {
  // One lock per server: checkouts with their own port offsets run suites side by side.
  const server = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').port;
  const lock = join(tmpdir(), `sealens-e2e-login-${server}-${phone}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A lock older than a login can take is a crashed worker's.
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 60_000 || Date.now() > deadline) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await login();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
