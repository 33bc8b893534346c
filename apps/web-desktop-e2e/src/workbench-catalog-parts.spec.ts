// The workbench catalog is split by page kind (lingui.config.ts): a page of a kind other than the
// ranking renders on the server and hydrates with its part (`workbench-kinds`) in the member's
// language. The fixture fails a test on any console error, hydration mismatches included.
import { htmlText, translated } from '../../../tools/e2e/catalog';
import { demoPhone, forgetSmsSends } from '../../../tools/e2e/dev-api';
import { expect, test } from '../../../tools/e2e/fixtures';
import { logInDemoBySms } from '../../../tools/e2e/login-steps';

// Member 30 (professional), which no other spec logs in: member 28's SMS sends are the product specs'.
const MEMBER = demoPhone(30);
const EXPLANATION = '/workbench/product/product-explanation';
// Shown by the explanation kind only: in its catalog part, not in the ranking pages' one.
const KINDS_ONLY = 'Add to the comparison';

test.describe.configure({ timeout: 120_000 });

test('an explanation page in Thai: translated on the server and after hydration, without a warning', async ({ page }) => {
  await forgetSmsSends(page.request, MEMBER);
  await logInDemoBySms(page, MEMBER);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  const ranking = (await (await page.request.get('/api/workbench/ranking?site=TH')).json()) as { payload: { rows: { id: string }[] } };
  const url = `${EXPLANATION}?id=${ranking.payload.rows[0]?.id ?? ''}`;
  const thai = translated('th', KINDS_ONLY);
  // The server's HTML already says it in Thai.
  const html = await (await page.request.get(url)).text();
  expect(html).toContain(htmlText(thai));
  expect(html).not.toContain(KINDS_ONLY);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('button', { name: thai })).toBeVisible();
});
