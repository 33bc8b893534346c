import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pdfPageCount, READING_CHARS_PER_MINUTE, READING_MINUTES_PER_PDF_PAGE, READING_WORDS_PER_MINUTE, readingMinutes, reportReadingMinutes } from './content-routes';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const KINDS = [
  ['article', 'article', 24],
  ['course', 'course', 12],
  ['operatingTips', 'tip', 12],
  ['releaseRecord', 'release', 8],
  ['report', 'report', 12],
  ['industryNews', 'news', 16],
  ['noviceGuide', 'guide', 8],
  ['videoTutorial', 'tutorial', 6],
  ['resource', 'resource', 10],
  ['successfulCase', 'case', 6],
] as const;

describe('content', () => {
  for (const [path, kind, total] of KINDS) {
    it(`${path} list pages and detail answers, 404 when unknown`, async () => {
      const page = await h.call('GET', `/api/${path}/list?pageNum=2&pageSize=5`);
      expect(page.body.payload.total).toBe(total);
      expect(page.body.payload.list).toHaveLength(Math.min(5, total - 5));
      expect(page.body.payload.list[0].title).toMatch(/^Demo /);
      const detail = await h.call('GET', `/api/${path}/detail?id=${kind}-1`);
      expect(detail.body.payload.content).toContain('Demo data');
      expect(detail.body.payload.lang).toBe('en');
      expect(detail.body.payload.readingMinutes).toBeGreaterThanOrEqual(1);
      const unknown = await h.call('GET', `/api/${path}/detail?id=${kind}-999`);
      expect(unknown.body.code).toBe(404);
    });
  }

  it('answers in the reader language: lang query, then cookie, then Accept-Language; else the item own language', async () => {
    const th = await h.call('GET', '/api/article/detail?id=article-1&lang=th');
    expect(th.body.payload).toMatchObject({ lang: 'th', title: 'บทความตัวอย่าง 1: ของใช้ในบ้าน' });
    expect(th.body.payload.content).toContain('ข้อมูลตัวอย่าง');
    const cookie = await h.call('GET', '/api/article/detail?id=article-1', { headers: { cookie: 'i18n_redirected=vi' } });
    expect(cookie.body.payload.lang).toBe('vi');
    const accept = await h.call('GET', '/api/course/list?pageSize=3', { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(accept.body.payload.list[0].lang).toBe('pt');
    // article-6 exists only in English, article-5 only in Chinese: they answer in their own language.
    const englishOnly = await h.call('GET', '/api/article/detail?id=article-6&lang=th');
    expect(englishOnly.body.payload).toMatchObject({ lang: 'en', title: expect.stringMatching(/^Demo article 6/) });
    const chineseOnly = await h.call('GET', '/api/article/detail?id=article-5&lang=en');
    expect(chineseOnly.body.payload).toMatchObject({ lang: 'zh', title: expect.stringMatching(/^演示文章 5/) });
    const bad = await h.call('GET', '/api/article/detail?id=article-1&lang=xx');
    expect(bad.body.code).toBe(400);
  });

  it("the home page's hot articles are in the reader language too", async () => {
    const { body } = await h.call('GET', '/api/home/hotArticles?pageSize=5', { headers: { cookie: 'i18n_redirected=th' } });
    expect(body.payload.list.some((a: { lang: string }) => a.lang === 'th')).toBe(true);
  });

  it('courses and video tutorials carry a video with WebVTT captions', async () => {
    const { body } = await h.call('GET', '/api/videoTutorial/detail?id=tutorial-2');
    expect(body.payload.videoUrl).toMatch(/^\/demo\/video\/lesson-\d\.webm$/);
    expect(body.payload.captionsUrl).toMatch(/^\/demo\/video\/lesson-\d\.vtt$/);
    // Captions in all seven languages, English at captionsUrl.
    const captions = body.payload.captions as Array<{ lang: string; url: string }>;
    expect(captions.map((c) => c.lang).sort()).toEqual(['en', 'id', 'pt', 'th', 'tw', 'vi', 'zh']);
    expect(captions.find((c) => c.lang === 'en')?.url).toBe(body.payload.captionsUrl);
    expect(captions.find((c) => c.lang === 'th')?.url).toMatch(/^\/demo\/video\/lesson-\d\.th\.vtt$/);
  });

  it('sitemap.xml lists the content lists and every item page', async () => {
    const xml = await (await h.raw('GET', 'http://sealens.test/sitemap.xml')).text();
    for (const path of ['/business-college/online-courses/1', '/college/home', '/IndustryNews', '/lesson/course-1', '/article/ecommerce/article-24', '/article/operate/tip-1', '/electricity-detail/case-1', '/noviceGuide/guide-8', '/resource/resource-1', '/IndustryNewsDetails/news-16', '/report/industry-report-1']) {
      expect(xml).toContain(`<loc>http://sealens.test${path}</loc>`);
    }
    expect(xml.match(/<loc>[^<]*\/article\/ecommerce\//g)).toHaveLength(24);
  });

  it('reading time counts words, and CJK and Thai characters', () => {
    expect(readingMinutes('<p>word</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(READING_WORDS_PER_MINUTE * 2 + 1)}</p>`)).toBe(3);
    expect(readingMinutes(`<p>${'字'.repeat(READING_CHARS_PER_MINUTE * 2)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${'ก'.repeat(READING_CHARS_PER_MINUTE + 1)}</p>`)).toBe(2);
  });

  it("a report's reading time counts its PDF's pages, 2 minutes each (a 20-page report said 1 min read: issue 27 item 11)", async () => {
    expect(READING_MINUTES_PER_PDF_PAGE).toBe(2);
    expect(pdfPageCount('/demo/pdf/report-1.pdf')).toBe(20);
    expect(pdfPageCount('https://files.example/report.pdf')).toBeUndefined();
    expect(reportReadingMinutes('<p>word</p>', '/demo/pdf/report-1.pdf')).toBe(1 + 40);
    expect(reportReadingMinutes('<p>word</p>', 'https://files.example/report.pdf')).toBe(1);
    expect(reportReadingMinutes('<p>word</p>', null)).toBe(1);
    const report = await h.call('GET', '/api/report/detail?id=report-1');
    expect(report.body.payload.pdfUrl).toBe('/demo/pdf/report-1.pdf');
    expect(report.body.payload.readingMinutes).toBe(readingMinutes(report.body.payload.content) + 20 * 2);
    // An article without a PDF: its text alone.
    const article = await h.call('GET', '/api/article/detail?id=article-1');
    expect(article.body.payload.readingMinutes).toBe(readingMinutes(article.body.payload.content));
  });

  it('article list filters by category', async () => {
    const { body } = await h.call('GET', '/api/article/list?typeId=99997');
    expect(body.payload.list.every((a: { typeId: number }) => a.typeId === 99997)).toBe(true);
    expect(body.payload.total).toBe(2);
  });

  it('like-or-cancel toggles the caller like and needs a token', async () => {
    const token = h.tokenFor('11');
    const before = await h.call('GET', '/api/article/detail?id=article-3', { token });
    expect(before.body.payload.liked).toBe(false);
    const liked = await h.call('POST', '/api/article/likeOrCancel', { token, json: { articleId: 'article-3' } });
    expect(liked.body.payload).toEqual({ liked: true, likes: before.body.payload.likes + 1 });
    const cancelled = await h.call('POST', '/api/article/likeOrCancel', { token, json: { articleId: 'article-3' } });
    expect(cancelled.body.payload).toEqual({ liked: false, likes: before.body.payload.likes });
    const unknown = await h.call('POST', '/api/article/likeOrCancel', { token, json: { articleId: 'course-1' } });
    expect(unknown.body.code).toBe(404);
    const anonymous = await h.raw('POST', '/api/article/likeOrCancel', { json: { articleId: 'article-3' } });
    expect(anonymous.status).toBe(401);
  });
});
