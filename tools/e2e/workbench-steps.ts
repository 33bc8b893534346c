// Steps every workbench e2e file takes: a member of its own logged in, a ranking waited for, and the
// ids of the rows read from their explanation links.
import type { Page } from '@playwright/test';
import { forgetSmsSends } from './dev-api';
import { expect } from './fixtures';
import { logInDemoBySms } from './login-steps';

/** The ranking table (an ARIA grid). */
export const rankingGrid = (page: Page) => page.getByRole('grid');

/** Waits until the ranking shows its rows (not busy loading a new view). */
export async function waitForRanking(page: Page, timeout = 20_000): Promise<void> {
  await expect(rankingGrid(page)).toBeVisible();
  await expect(rankingGrid(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
}

/** The item ids of the table, top to bottom, from the rows' links to `explanationPath` (e.g. "store-explanation"). */
export async function rankingIds(page: Page, explanationPath: string): Promise<string[]> {
  const hrefs = await rankingGrid(page)
    .locator(`tbody a[href*="${explanationPath}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? ''))];
}

/** Logs in a demo member by SMS, after forgetting the phone's earlier sends (tests, retries, repeats). */
export async function logInMember(page: Page, phone: string): Promise<void> {
  await forgetSmsSends(page.request, phone);
  await logInDemoBySms(page, phone);
}
