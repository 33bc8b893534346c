import { createApiClients, createApiEvents } from '@sealens/api';
import { CONTENT_PAGE_SIZE, NEIGHBOUR_WINDOW, RELATED_ITEMS } from './content-sources';
import { loadContentDetail, loadContentNeighbours, loadContentPage, neighboursOf, toggleArticleLike } from './content-loaders';
import { summaryFixture } from '../testing/content-fixtures';

// The loaders go through the real API clients (middleware and all) over a fake fetch.
const requests: Request[] = [];
let answer: (url: URL) => unknown = () => ({ code: 200, message: 'ok', payload: { total: 0, list: [] } });
const client = createApiClients({
  basePath: 'http://sealens.test/api',
  fetch: async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(answer(new URL(request.url))), { headers: { 'content-type': 'application/json' } });
  },
  getToken: () => 'member-token',
  getAntiRiskToken: () => null,
  events: createApiEvents(),
}).main;

beforeEach(() => {
  requests.length = 0;
});

const row = (n: number, typeId = 99997) => ({ id: `article-${n}`, title: `Demo article ${n}`, typeId, views: n, lang: 'en' });

describe('content loaders', () => {
  it('asks for a page in the reader language and counts the pages', async () => {
    answer = () => ({ code: 200, message: 'ok', payload: { total: 24, list: [row(11), row(12)] } });
    const page = await loadContentPage(client, 'tip', { page: 2, lang: 'th' });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/operatingTips/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageNum: '2', pageSize: String(CONTENT_PAGE_SIZE), lang: 'th' });
    expect(CONTENT_PAGE_SIZE).toBe(10);
    expect(page).toMatchObject({ total: 24, page: 2, pageCount: 3 });
    expect(page.items[0]).toMatchObject({ id: 'article-11', lang: 'en', summary: '', coverUrl: null });
  });

  it('answers null for an unknown item (code 404) and the item otherwise', async () => {
    answer = () => ({ code: 404, message: 'not found' });
    expect(await loadContentDetail(client, 'course', 'nope', 'en')).toBeNull();
    answer = () => ({ code: 200, message: 'ok', payload: { ...row(1), content: '<p>x</p>', readingMinutes: 3, videoUrl: '/v.webm', captionsUrl: '/v.vtt' } });
    const item = await loadContentDetail(client, 'course', 'article-1', 'vi');
    expect(new URL(requests[1]?.url ?? '').pathname).toBe('/api/course/detail');
    expect(item).toMatchObject({ readingMinutes: 3, videoUrl: '/v.webm', captionsUrl: '/v.vtt', liked: null });
  });

  it('reads the neighbours among the newest items of the kind', async () => {
    answer = () => ({ code: 200, message: 'ok', payload: { total: 3, list: [row(1), row(2, 1), row(3)] } });
    const n = await loadContentNeighbours(client, 'article', summaryFixture(2, { id: 'article-2', typeId: 1 }), 'en');
    expect(new URL(requests[0]?.url ?? '').searchParams.get('pageSize')).toBe(String(NEIGHBOUR_WINDOW));
    expect(n.previous?.id).toBe('article-1');
    expect(n.next?.id).toBe('article-3');
  });

  it('orders related items: same category first, then the nearest, at most RELATED_ITEMS', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => summaryFixture(n, { id: `a${n}`, typeId: n === 8 ? 5 : n }));
    const n = neighboursOf(items, { id: 'a5', typeId: 5 });
    expect(n.related.map((r) => r.id)).toEqual(['a8', 'a4', 'a6', 'a3']);
    expect(n.related).toHaveLength(RELATED_ITEMS);
    expect(neighboursOf(items, { id: 'a1', typeId: 1 }).previous).toBeNull();
    expect(neighboursOf(items, { id: 'a8', typeId: 5 }).next).toBeNull();
  });

  it('likes with the bearer token and the control header of spec §6', async () => {
    answer = () => ({ code: 200, message: 'ok', payload: { liked: true, likes: 8 } });
    expect(await toggleArticleLike(client, 'article-7')).toEqual({ liked: true, likes: 8 });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(request?.headers.get('X-Client-Control')).toBe('1');
    expect(await request?.json()).toEqual({ articleId: 'article-7' });
  });
});
