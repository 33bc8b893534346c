// Issue 15 (reading content, desktop): every content route answers 200 with its seeded item in the
// server's HTML (no JavaScript needed) and 404 for an unknown id; a Thai reader reads Thai and is told
// when an item exists only in another language; likes toggle and survive a reload; a visitor who
// likes gets the login dialog; a lesson's video plays with captions; axe is clean on a list and a
// detail of each kind.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInWithPassword, nextGiftWindowAnswer, openLoginDialog, passLoginAftermath } from '../../../tools/e2e/login-steps';

const ENGLISH = { 'Accept-Language': 'en' };

/** Each content route with a seeded item and what its server-rendered HTML must hold. */
const ROUTES: Array<[path: string, text: string]> = [
  ['/business-college', 'Demo course 1: home living'],
  ['/business-college/components/userInfo', 'Demo course 1: home living'],
  ['/business-college/online-courses/1', 'Demo course 1: home living'],
  ['/business-college/online-courses/2', 'Demo course 11: virtual goods'],
  ['/business-college/operate/1', 'Demo operating tip 1: home living'],
  ['/business-college/ecommerce-intro/1', 'Demo article 1: home living'],
  ['/business-college/ecommerce-intro/3', 'Demo article 21: sport and outdoor'],
  ['/business-college/electricity/1', 'Demo success story 1: home living'],
  ['/business-college/release-record/1', 'Demo release record 1: home living'],
  ['/business-college/report/1', 'Demo report 1: home living'],
  ['/article/ecommerce/article-1', 'Demo article 1: home living'],
  ['/article/operate/tip-2', 'Demo operating tip 2: digital electronics'],
  ['/article/report/report-1', 'Demo report 1: home living'],
  ['/lesson', 'Demo course 2: digital electronics'],
  ['/lesson/course-2', 'Demo course 2: digital electronics'],
  ['/college/home', 'Demo video tutorial 1: home living'],
  ['/IndustryNews', 'Demo industry news 1: home living'],
  ['/IndustryNewsDetails/news-3', 'Demo industry news 3: beauty and personal care'],
  ['/electricity-detail/case-1', 'Demo success story 1: home living'],
  ['/noviceGuide', 'Demo novice guide 1: home living'],
  ['/noviceGuide/guide-2', 'Demo novice guide 2: digital electronics'],
  ['/freeVideoTutorial', 'Demo video tutorial 1: home living'],
  ['/freeVideoTutorial?play=tutorial-2', 'Demo video tutorial 2: digital electronics'],
  ['/resource', 'Demo seller resource 1: home living'],
  ['/resource/resource-3', 'Demo seller resource 3: beauty and personal care'],
  ['/successfulCase', 'Demo success story 2: digital electronics'],
];

const UNKNOWN = [
  '/article/ecommerce/article-999',
  '/article/operate/tip-999',
  '/article/report/report-999',
  '/lesson/course-999',
  '/IndustryNewsDetails/news-999',
  '/electricity-detail/case-999',
  '/noviceGuide/guide-999',
  '/resource/nope',
  '/freeVideoTutorial?play=tutorial-999',
  '/business-college/online-courses/99',
  '/business-college/operate/abc',
  '/IndustryNews?page=0',
  '/business-college/no-such-section',
  '/business-college/components/other',
  '/article/no-such-kind/article-1',
];

test.describe('content pages, server-rendered', () => {
  test('every content route answers 200 with its seeded item in the HTML, and a title, description and canonical', async ({ request }) => {
    for (const [path, text] of ROUTES) {
      const res = await request.get(path, { headers: ENGLISH });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(text);
      expect(html, path).toMatch(/<title>[^<]+ · SeaLens<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    }
  });

  test('a detail page has its heading, breadcrumbs, reading time, previous/next and related items', async ({ request }) => {
    const html = await (await request.get('/article/ecommerce/article-2', { headers: ENGLISH })).text();
    expect(html).toMatch(/<h1[^>]*>Demo article 2: digital electronics<\/h1>/);
    expect(html).toMatch(/aria-label="Breadcrumb"/);
    expect(html).toMatch(/data-testid="reading-time"[^>]*>\d+(<!-- -->)? min read</);
    expect(html).toMatch(/rel="prev"[^>]*>Demo article 1: home living</);
    expect(html).toMatch(/rel="next"[^>]*>Demo article 3: beauty and personal care</);
    // Related: the same category first (article 14 is digital electronics too).
    expect(html).toMatch(/data-testid="related-items"[\s\S]*Demo article 14: digital electronics/);
  });

  test('lists are paged in the URL; /lesson names the college list as canonical', async ({ request }) => {
    const html = await (await request.get('/business-college/ecommerce-intro/2', { headers: ENGLISH })).text();
    expect(html).toContain('href="/business-college/ecommerce-intro/1" rel="prev"');
    expect(html).toContain('href="/business-college/ecommerce-intro/3" rel="next"');
    expect(html).toMatch(/aria-current="page" aria-label="Page 2"/);
    const lesson = await (await request.get('/lesson?page=2', { headers: ENGLISH })).text();
    expect(lesson).toMatch(/<link rel="canonical" href="[^"]+\/business-college\/online-courses\/2"/);
  });

  test('an unknown id or page answers the not-found page with 404; a bare article path goes to its list', async ({ request }) => {
    for (const path of UNKNOWN) {
      const res = await request.get(path, { headers: ENGLISH });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('does not exist');
    }
    const bare = await request.get('/article/operate', { maxRedirects: 0 });
    expect(bare.status()).toBe(302);
    expect(bare.headers()['location']).toBe('/business-college/operate/1');
  });

  test('a Thai reader reads Thai, with Thai dates, and is told when an item exists only in English', async ({ request }) => {
    const th = { 'Accept-Language': 'th-TH,th;q=0.9' };
    const html = await (await request.get('/article/ecommerce/article-1', { headers: th })).text();
    expect(html).toMatch(/<h1[^>]*>บทความตัวอย่าง 1: ของใช้ในบ้าน<\/h1>/);
    expect(html).toContain('ข้อมูลตัวอย่าง');
    expect(html).toMatch(/<time[^>]*>\d{1,2} มิถุนายน 25\d\d<\/time>/);
    expect(html).not.toContain('data-testid="language-fallback-note"');
    const englishOnly = await (await request.get('/article/ecommerce/article-6', { headers: th })).text();
    expect(englishOnly).toMatch(/<h1[^>]*lang="en"[^>]*>Demo article 6: home textiles and furniture<\/h1>/);
    expect(englishOnly).toMatch(/data-testid="language-fallback-note"[^>]*>เนื้อหานี้ยังไม่มีในภาษาของคุณ จึงแสดงเป็นภาษาอังกฤษ</);
  });

  test('sitemap.xml lists the content pages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/business-college/online-courses/1', '/college/home', '/lesson/course-1', '/article/ecommerce/article-1', '/noviceGuide/guide-1']) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });
});

/** Logs demo account `n` in with its password, past the reminders a login may bring. */
async function logIn(page: Page, n: number) {
  await page.goto('/');
  await openLoginDialog(page);
  const giftWindow = nextGiftWindowAnswer(page);
  await logInWithPassword(page, demoPhone(n), DEMO_PASSWORD);
  await passLoginAftermath(page, giftWindow);
}

test.describe('likes', () => {
  test('a visitor who likes an article gets the login dialog', async ({ page }) => {
    await page.goto('/article/ecommerce/article-4');
    await page.getByTestId('like-button').click();
    await expect(page.locator('[role="dialog"][data-mode]')).toBeVisible();
  });

  test('a member likes and un-likes an article; the like survives a reload', async ({ page }) => {
    // A login on a busy machine, then two reloads.
    test.setTimeout(90_000);
    await logIn(page, 23);
    await page.goto('/article/ecommerce/article-7');
    const button = page.getByTestId('like-button');
    // The member's like is read after the page starts: until then the button is busy and says "not liked".
    await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
    await expect(button).toHaveAttribute('aria-pressed', /true|false/);
    const count = async () => Number((await page.getByTestId('like-count').innerText()).replace(/\D/g, ''));
    // Start from "not liked" whatever an earlier run left.
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    const before = await count();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await count()).toBe(before + 1);
    await page.reload();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    expect(await count()).toBe(before + 1);
    await page.getByTestId('like-button').click();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    expect(await count()).toBe(before);
  });
});

test.describe('lesson video', () => {
  test('a lesson video plays, with its WebVTT captions', async ({ page }) => {
    await page.goto('/lesson/course-1');
    const video = page.getByTestId('video-player');
    await expect(video).toHaveAttribute('controls', '');
    // A captions track in each of the seven languages; the reader's (English here) is the default.
    const tracks = video.locator('track[kind="captions"]');
    await expect(tracks).toHaveCount(7);
    expect(await tracks.evaluateAll((all) => all.map((t) => t.getAttribute('srclang')).sort())).toEqual(['en', 'id', 'pt', 'th', 'vi', 'zh-CN', 'zh-TW']);
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'en');
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      const track = [...element.textTracks].find((t) => t.language === 'th');
      if (track) track.mode = 'showing';
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const cue = track?.cues?.[0] as VTTCue | undefined;
      return { time: element.currentTime, cues: track?.cues?.length ?? 0, text: cue?.text ?? '' };
    });
    expect(played.time).toBeGreaterThan(0.5);
    expect(played.cues).toBeGreaterThan(0);
    expect(played.text).toMatch(/[\u0E00-\u0E7F]/); // the Thai track's cues are in Thai
  });
});

test.describe('accessibility', () => {
  const PAGES = [
    '/business-college',
    '/business-college/online-courses/1',
    '/lesson/course-1',
    '/business-college/ecommerce-intro/1',
    '/article/ecommerce/article-1',
    '/business-college/operate/1',
    '/article/operate/tip-1',
    '/business-college/report/1',
    '/article/report/report-1',
    '/business-college/electricity/1',
    '/electricity-detail/case-1',
    '/business-college/release-record/1',
    '/IndustryNews',
    '/IndustryNewsDetails/news-1',
    '/noviceGuide',
    '/noviceGuide/guide-1',
    '/resource',
    '/resource/resource-1',
    '/successfulCase',
    '/freeVideoTutorial',
    '/college/home',
  ];
  for (const path of PAGES) {
    test(`axe is clean on ${path}`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expectNoAxeViolations(page);
    });
  }
});
