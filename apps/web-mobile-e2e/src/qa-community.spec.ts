import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { MOBILE_UA, expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { loginDialog, logInDemoBySms } from '../../../tools/e2e/login-steps';

test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const NO_JS = { 'User-Agent': 'curl/8.5.0' };

async function firstQuestion(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const body = (await (await request.get('/api/qa/question/list?pageSize=1')).json()) as { payload: { list: { id: string; title: string }[] } };
  const question = body.payload.list[0];
  if (!question) throw new Error('no seeded question');
  return question;
}

test.describe('mobile Q&A community (issue 13 item 8)', () => {
  test('every text on /m/QACommunity has AA contrast, with the seeded questions shown', async ({ page }) => {
    await page.goto('/m/QACommunity');
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const failing = contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((c) => c.message).join('; ')}`));
    expect(failing, 'color-contrast').toEqual([]);
    // Every element axe could judge was judged: nothing left "incomplete" (e.g. text over an image).
    expect(contrast.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length ?? 0).toBeGreaterThan(5);
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile question pages (issue 15 item 5)', () => {
  test('the server-rendered HTML of a question holds it and its answers; an unknown id answers 404', async ({ request }) => {
    const question = await firstQuestion(request);
    const list = await (await request.get('/m/QACommunity', { headers: NO_JS })).text();
    expect(list).toContain(`href="/m/answerDetail/${question.id}"`);
    const detail = await request.get(`/m/answerDetail/${question.id}`, { headers: NO_JS });
    expect(detail.status()).toBe(200);
    const html = await detail.text();
    expect(html).toContain(`<title>${question.title}`);
    expect(html).toContain(`>${question.title}</h1>`);
    expect(html).toMatch(/Demo reply 1: sample advice for question \d+\./);
    // The list's pages have their own addresses (?page=N); one that cannot be, or is past the end, answers 404.
    expect(list).toMatch(/<link rel="canonical" href="[^"]*\/m\/QACommunity"/);
    for (const path of ['/m/answerDetail/999999', '/m/answerDetail/abc', '/m/answerDetail', '/m/QACommunity?page=abc', '/m/QACommunity?page=0', '/m/QACommunity?page=9999']) {
      const res = await request.get(path, { headers: NO_JS });
      expect(res.status(), path).toBe(404);
    }
  });

  test('a question opens from the list with its answers and a back button; a visitor who answers gets the login dialog', async ({ page }) => {
    await page.goto('/m/QACommunity');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/answerDetail\/\d+$/);
    await expect(page.getByTestId('qa-answer').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in to answer' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    // Not a tab-bar route (spec §2): the header's back button returns to the list.
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/QACommunity$/);
  });

  test('a member answers from the phone and can remove their answer', async ({ page }) => {
    test.setTimeout(90_000);
    const question = await firstQuestion(page.request);
    const text = `Answered from a phone ${Date.now()}`;
    await logInDemoBySms(page, demoPhone(20), '/m');
    await page.goto(`/m/answerDetail/${question.id}`);
    await page.getByLabel('Your answer').fill(text);
    await page.getByRole('button', { name: 'Publish answer' }).click();
    const mine = page.getByTestId('qa-answer').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Your answer is published.');
    // Answers of others carry no remove button; the member's own does.
    await expect(page.getByRole('button', { name: 'Remove answer' })).toHaveCount(1);
    await mine.getByRole('button', { name: 'Remove answer' }).click();
    await mine.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByTestId('qa-answer').filter({ hasText: text })).toHaveCount(0);
  });
});
