// Issue 15 (Q&A community, desktop): the list, a question with its answers and the ask page are
// server-rendered with the seeded questions, unknown ids answer 404, the sitemap lists them; a
// member asks with a picture, answers, finds it in their publish record and removes it, which
// another member cannot; a visitor who asks gets the login dialog. Real server, real database.
import { QA_IMAGES_MAX, QA_LIST_PAGE_SIZE, QA_TITLE_MAX } from '@sealens/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { loginDialog, logInDemoBySms } from '../../../tools/e2e/login-steps';

const NO_JS = { 'User-Agent': 'curl/8.5.0' };
// A 1x1 PNG: the upload call recognises pictures by their bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Listed {
  id: string;
  title: string;
}

async function seededQuestions(request: APIRequestContext): Promise<Listed[]> {
  const res = await request.get('/api/qa/question/list?pageSize=100');
  const body = (await res.json()) as { payload: { list: Listed[] } };
  return body.payload.list.filter((q) => q.title.startsWith('Demo question'));
}

async function removeFromPage(page: Page, id: string): Promise<number> {
  // What another member's browser could send: the public API key and their own session cookie.
  return page.evaluate(async (questionId) => {
    const res = await fetch('/api/qa/question/remove', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'sealens-web' },
      body: JSON.stringify({ id: questionId }),
    });
    return ((await res.json()) as { code: number }).code;
  }, id);
}

test.describe('Q&A community (desktop)', () => {
  test('the server-rendered HTML holds the seeded questions and answers; unknown ids answer 404; the sitemap lists them', async ({ request }) => {
    const seeded = await seededQuestions(request);
    expect(seeded.length).toBeGreaterThanOrEqual(QA_LIST_PAGE_SIZE);
    const list = await request.get('/QACommunity', { headers: NO_JS });
    expect(list.status()).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain('<link rel="canonical" href="http://127.0.0.1');
    // The first page holds the newest questions, each linking to its own page.
    for (const question of seeded.slice(0, 5)) {
      expect(listHtml).toContain(`href="/answerDetail/${question.id}"`);
      expect(listHtml).toContain(question.title.replace(/&/g, '&amp;'));
    }
    const first = seeded[0] as Listed;
    const detail = await request.get(`/answerDetail/${first.id}`, { headers: NO_JS });
    expect(detail.status()).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(`<title>${first.title}`);
    expect(detailHtml).toMatch(/Demo reply 1: sample advice for question \d+\./);
    expect((await request.get('/post', { headers: NO_JS })).status()).toBe(200);

    for (const path of ['/answerDetail/999999', '/answerDetail/abc', '/answerDetail', '/QACommunity/0', '/QACommunity/x', '/QACommunity/99', '/post/999999', '/post/abc']) {
      const res = await request.get(path, { headers: NO_JS });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('does not exist');
    }

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/QACommunity<\/loc>/);
    for (const question of seeded) {
      expect(sitemap).toContain(`/answerDetail/${question.id}</loc>`);
      expect(sitemap).toContain(`/m/answerDetail/${question.id}</loc>`);
    }
  });

  test('a visitor who asks gets the login dialog; list and question pass axe', async ({ page }) => {
    await page.goto('/QACommunity');
    await expect(page.getByRole('heading', { level: 1, name: 'Q&A community' })).toBeVisible();
    await expect(page.getByTestId('qa-list').getByRole('article')).toHaveCount(QA_LIST_PAGE_SIZE);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toHaveCount(0);

    await page.getByTestId('qa-list').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/answerDetail\/\d+$/);
    await expect(page.getByTestId('qa-answer').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Log in to answer' }).click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('/post always has the scrolled header; the ask form takes the limits of the contract', async ({ page }) => {
    await page.goto('/post');
    await expect(page.locator('header').first()).toHaveAttribute('data-look', 'scrolled');
    await expect(page.getByLabel('Title')).toHaveAttribute('maxlength', String(QA_TITLE_MAX));
    await expect(page.getByText(`0 of ${QA_IMAGES_MAX} pictures`)).toBeVisible();
    await page.goto('/QACommunity');
    await expect(page.locator('header').first()).toHaveAttribute('data-look', 'solid');
  });

  test('a member asks with a picture, answers, sees it in the publish record and removes it; another member cannot', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const asked = `E2E question ${Date.now()}`;
    const title = `${asked} (edited)`;
    await logInDemoBySms(page, demoPhone(19));
    await page.goto('/QACommunity');
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(page).toHaveURL(/\/post$/);
    await page.getByLabel('Title').fill(asked);
    await page.getByLabel('Your question').fill('How do I pick a category? (an e2e test)');
    await page.locator('input[type="file"]').setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Attachment 1' })).toBeVisible();
    await expect(page.getByText(`1 of ${QA_IMAGES_MAX} pictures`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish question' }).click();

    await expect(page).toHaveURL(/\/answerDetail\/\d+$/);
    const id = /\/answerDetail\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: asked })).toBeVisible();
    // The author edits it on /post/{id} (the save call with its id).
    await page.getByRole('link', { name: 'Edit question' }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
    await expect(page.getByLabel('Title')).toHaveValue(asked);
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/answerDetail/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Attachment 1 of the question' });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // A failed call keeps what was typed, and says why in the reader's language.
    const answer = page.getByLabel('Your answer');
    await answer.fill('Start with what sells in your site.');
    await page.route('**/api/qa/reply', (route) => route.fulfill({ json: { code: 503, message: 'busy' } }), { times: 1 });
    await page.getByRole('button', { name: 'Publish answer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'what you wrote is kept' })).toBeVisible();
    await expect(answer).toHaveValue('Start with what sells in your site.');
    await page.getByRole('button', { name: 'Publish answer' }).click();
    await expect(page.getByTestId('qa-answer')).toContainText(['Start with what sells in your site.']);
    await expect(answer).toHaveValue('');

    await page.goto('/QACommunity');
    const record = page.getByTestId('publish-record');
    await expect(record.getByRole('link', { name: title })).toBeVisible();
    await expect(record).toContainText('Asked by you');

    // Another member sees no way to remove it, and the server refuses them as if it did not exist (issue #25 item 12).
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logInDemoBySms(otherPage, demoPhone(20));
    await otherPage.goto(`/answerDetail/${id}`);
    await expect(otherPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(otherPage.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    expect(await removeFromPage(otherPage, id)).toBe(404);
    await otherPage.goto(`/post/${id}`);
    await expect(otherPage.getByRole('alert')).toHaveText('You can only change or remove what you wrote yourself.');
    await other.close();

    await page.goto(`/answerDetail/${id}`);
    await page.getByRole('button', { name: 'Remove answer' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByTestId('qa-answer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove question' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page).toHaveURL(/\/QACommunity$/);
    await expect(page.getByTestId('publish-record').getByRole('link', { name: title })).toHaveCount(0);
    // Gone: the API says so at once; a fresh render of its page answers 404 (the server may still
    // serve the copy it cached for visitors, for up to 60 s: README "Writing a page").
    expect(((await (await page.request.get(`/api/qa/question/detail?id=${id}`)).json()) as { code: number }).code).toBe(404);
    expect((await page.request.get(`/answerDetail/${id}?after=removal`)).status()).toBe(404);
  });
});
