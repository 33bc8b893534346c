import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore, openLogin } from '@sealens/auth';
import type * as AuthModule from '@sealens/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectionPage, GoodsMakeUp, HistoryPoints } from './data-pages-api';
import { goodsDetailLoader, mallDetailLoader } from './detail-loaders';
import { DetectionDetailsPage, HOT_RANK_LIMIT, SOARING_GROWTH_PERCENT } from './detection-details-route';
import { DetectionHistoryPage } from './detection-history-route';
import { DetectionListPage, loader as listLoader, type DetectionListData } from './detection-list-route';
import { DEFAULT_DETECTION_QUERY } from './detection-query';
import { RANKING_MAX_ROWS } from '@sealens/domain';

// The real dialog is a lazily imported chunk mounted in a root of its own: opened on arrival it
// would render after the test (and its DOM) is gone. Here only the request to open it matters.
vi.mock('@sealens/auth', async (importOriginal) => ({ ...(await importOriginal<typeof AuthModule>()), openLogin: vi.fn(async () => true) }));

const DAY = '2026-06-30';

const row = (n: number) => ({
  goodsId: String(20000000000 + n),
  goodsInfo: { title: `Demo product ${n}`, site: 'TH' as const, shopName: `Shop ${n}` },
  price: 100 + n,
  sales: 50 - n,
  gmv: (100 + n) * (50 - n),
  growthRate: 120 - n,
  date: DAY,
});

const page = (count: number, extra: Partial<DetectionPage> = {}): DetectionPage => ({
  date: DAY,
  list: 'soaring',
  period: 7,
  total: 45,
  pageNum: 1,
  pageSize: 20,
  limited: false,
  rows: Array.from({ length: count }, (_, i) => row(i + 1)),
  ...extra,
});

/** A main client answering each path with an envelope (or an HTTP failure). */
function fakeMain(answers: Record<string, unknown>) {
  const GET = vi.fn(async (path: string) => {
    const payload = answers[path];
    if (payload instanceof Error) return { error: payload, response: new Response(null, { status: 500 }) };
    return { data: { code: 200, message: 'success', payload }, response: new Response(null, { status: 200 }) };
  });
  return { GET, POST: vi.fn() };
}

const serverContext = (main: ReturnType<typeof fakeMain>) => ({ kind: 'sealens-server', api: { main }, locale: 'en', member: false });
const args = (url: string, main: ReturnType<typeof fakeMain>) => ({ request: new Request(`http://localhost${url}`), context: serverContext(main), params: {} }) as unknown as LoaderFunctionArgs;

function renderPage(ui: ReactElement, loader?: () => unknown) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const router = createMemoryRouter([{ path: '*', element: ui, ...(loader ? { loader } : {}), HydrateFallback: () => null }], { initialEntries: ['/x'] });
  return render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </I18nProvider>,
  );
}

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  localStorage.clear();
  vi.mocked(openLogin).mockClear();
});

describe('the detection list loader', () => {
  it('asks for the page of the URL and answers 404 for a page past the last or not a page', async () => {
    const main = fakeMain({ '/detection/list': page(20) });
    const data = await listLoader(args('/ExplosionDetection/dataList?site=TH&list=hot&period=30&page=2', main));
    expect(data).toMatchObject({ state: 'ok', query: { site: 'TH', list: 'hot', period: 30, page: 2 } });
    expect(main.GET).toHaveBeenCalledWith('/detection/list', expect.objectContaining({ params: expect.objectContaining({ query: { list: 'hot', period: 30, pageNum: 2, pageSize: 20, site: 'TH' } }) }));
    await expect(listLoader(args('/ExplosionDetection/dataList?page=4', main))).rejects.toMatchObject({ status: 404 });
    await expect(listLoader(args('/ExplosionDetection/dataList?page=zero', main))).rejects.toMatchObject({ status: 404 });
  });

  it('says the list could not be loaded instead of failing the page', async () => {
    const data = await listLoader(args('/ExplosionDetection/dataList', fakeMain({ '/detection/list': new Error('down') })));
    expect(data).toEqual({ state: 'error', query: DEFAULT_DETECTION_QUERY });
  });
});

describe('the detail loaders', () => {
  const makeUp: GoodsMakeUp = { id: '20000000001', found: true, date: DAY, goods: row(1), periods: [], flags: [], comparable: [] };
  const history: HistoryPoints = { id: '20000000001', found: true, date: DAY, points: [] };

  it('offer the lookup and soaring products without an id', async () => {
    const data = await goodsDetailLoader('id')(args('/details', fakeMain({ '/detection/list': page(8) })));
    expect(data).toMatchObject({ state: 'choose' });
    expect(data.state === 'choose' && data.suggestions.map((r) => r.goodsId)).toEqual(page(5).rows.map((r) => r.goodsId));
  });

  it("redirect a link the lookup reads to its id, and show an empty state for one it does not know", async () => {
    const known = fakeMain({ '/goods/lookup': { id: '20000000001', found: true, date: DAY, goods: row(1) } });
    const redirect = await goodsDetailLoader('id')(args('/details?id=https%3A%2F%2Fshopee.example%2Fproduct%2F1%2F20000000001', known)).catch((r: Response) => r);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('Location')).toBe('/details?id=20000000001');
    const unknown = fakeMain({ '/mall/lookup': { id: '77', found: false } });
    expect(await mallDetailLoader('shopId')(args('/mall-detail/mallReceivable?shopId=my-shop', unknown))).toEqual({ state: 'unknown', typed: 'my-shop' });
  });

  it('answer 404 for an id the data does not know, the figures for one it knows, an error state when the server fails', async () => {
    await expect(goodsDetailLoader('goodsId')(args('/goods-detail/goodsMakeUp?goodsId=9', fakeMain({ '/goods/makeUp': { id: '9', found: false }, '/goods/history': { id: '9', found: false, points: [] } })))).rejects.toMatchObject({ status: 404 });
    expect(await goodsDetailLoader('id')(args('/details?id=20000000001', fakeMain({ '/goods/makeUp': makeUp, '/goods/history': history })))).toMatchObject({ state: 'ok', makeUp: { id: '20000000001' } });
    expect(await mallDetailLoader('shopId')(args('/mall-detail/mallReceivable?shopId=300000001', fakeMain({ '/mall/receivable': new Error('down'), '/mall/history': history })))).toEqual({ state: 'error' });
  });
});

describe('the detection list page', () => {
  it('lists the products with ranks, the day described and a pager for members', async () => {
    const data: DetectionListData = { query: { ...DEFAULT_DETECTION_QUERY, page: 2 }, state: 'ok', page: page(20, { pageNum: 2 }) };
    renderPage(<DetectionListPage data={data} />);
    const rows = within(await screen.findByTestId('detection-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('21');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Demo product 1' })).toHaveAttribute('href', '/details?id=20000000001');
    expect(screen.getByText(`Data of ${DAY}, refreshed daily`)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/ExplosionDetection/dataList');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/ExplosionDetection/dataList?page=3');
  });

  it("shows a visitor 5 rows and the login offer, no pager; an empty list says so", async () => {
    const data: DetectionListData = { query: DEFAULT_DETECTION_QUERY, state: 'ok', page: page(6, { limited: true }) };
    const { unmount } = renderPage(<DetectionListPage data={data} />);
    expect(within(await screen.findByTestId('detection-table')).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.getByRole('button', { name: 'Log in to see more' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    unmount();
    renderPage(<DetectionListPage data={{ query: DEFAULT_DETECTION_QUERY, state: 'ok', page: page(0, { total: 0 }) }} />);
    expect(await screen.findByTestId('detection-empty')).toHaveTextContent('No product matches these filters.');
  });

  it(`says its columns' period, and past the ${RANKING_MAX_ROWS.toLocaleString('en')}-row cap that only the first rows are listed (issue 27 item 11)`, async () => {
    expect(RANKING_MAX_ROWS).toBe(2_000);
    const capped: DetectionListData = { query: { ...DEFAULT_DETECTION_QUERY, period: 30 }, state: 'ok', page: page(20, { total: 2_295 }) };
    const { unmount } = renderPage(<DetectionListPage data={capped} />);
    const heads = within(await screen.findByTestId('detection-table')).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Rank', 'Product', 'Price', 'Sales volumeLast 30 days', 'Sales valueLast 30 days', 'Growthon the period before']);
    expect(screen.getByTestId('detection-count')).toHaveTextContent('2,295 products; the list holds the first 2,000 (100 pages)');
    unmount();
    renderPage(<DetectionListPage data={{ query: DEFAULT_DETECTION_QUERY, state: 'ok', page: page(20, { total: 2_000 }) }} />);
    expect(await screen.findByTestId('detection-count')).toHaveTextContent(/^2,000 products$/);
    expect(within(screen.getByTestId('detection-table')).getAllByTestId('column-period')[0]).toHaveTextContent('Last 7 days');
  });

  it('offers a retry that runs the loader again when the list could not be loaded', async () => {
    const user = userEvent.setup();
    const loader = vi.fn(() => null);
    renderPage(<DetectionListPage data={{ query: DEFAULT_DETECTION_QUERY, state: 'error' }} />, loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    const calls = loader.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(loader.mock.calls.length).toBe(calls + 1));
  });
});

describe('the detection details page', () => {
  const base: GoodsMakeUp = {
    id: '20000000001',
    found: true,
    date: DAY,
    goods: row(1),
    typeId: 99997,
    hotRank: 3,
    categoryProducts: 240,
    periods: [{ period: 7, sales: 60, gmv: 6000, prevSales: 20, growthRate: 200 }],
    flags: ['soaring', 'hot'],
    comparable: [row(2)],
  };
  const history: HistoryPoints = { id: '20000000001', found: true, date: DAY, points: [{ date: DAY, sales: 9, gmv: 900 }] };

  it(`says why a product is flagged: growth against +${SOARING_GROWTH_PERCENT}%, rank within the top ${HOT_RANK_LIMIT}`, async () => {
    expect(SOARING_GROWTH_PERCENT).toBe(50);
    expect(HOT_RANK_LIMIT).toBe(100);
    renderPage(<DetectionDetailsPage data={{ state: 'ok', makeUp: base, history }} />);
    const verdict = await screen.findByTestId('detection-verdict');
    expect(within(verdict).getByText(/grew \+200\.0% on the 7 days before \(the threshold is \+50%\)/)).toBeInTheDocument();
    expect(within(verdict).getByText(/Number 3 of 240 in its category/)).toBeInTheDocument();
    expect(verdict).toHaveTextContent('Rank 3 of 240 in Home living on its site by sales of the last 7 days.');
    expect(verdict.querySelector('[data-flag="new"]')).toBeNull();
    expect(screen.getByText('Log in to keep a history of the products you detect.')).toBeInTheDocument();
    expect(within(screen.getByTestId('comparable-products')).getByRole('link', { name: 'Demo product 2' })).toHaveAttribute('href', '/details?id=20000000002');
  });

  it("says the period of the headline figures and the tables, and the currency of the money charts (issue 27 item 11)", async () => {
    renderPage(<DetectionDetailsPage data={{ state: 'ok', makeUp: base, history }} />);
    expect(await screen.findByTestId('headline-period')).toHaveTextContent('Sales volume and sales value above: the previous day.');
    expect(within(screen.getByTestId('comparable-products')).getAllByTestId('column-period')[0]).toHaveTextContent('Last 30 days');
    const charts = within(screen.getByTestId('history-charts')).getAllByTestId('trend-chart');
    expect(charts.map((c) => c.querySelector('figcaption')?.textContent)).toEqual(['Daily sales volume', 'Daily sales value (THB)']);
    // Each chart has the legend where the hovered day's value shows (a one-series chart had none).
    for (const chart of charts) expect(within(chart).getByTestId('trend-legend')).toBeInTheDocument();
    // Its money in the site's currency.
    expect(within(charts[1] as HTMLElement).getByTestId('trend-summary')).toHaveTextContent('THB');
  });

  it('says plainly when a product is not taking off', async () => {
    renderPage(<DetectionDetailsPage data={{ state: 'ok', makeUp: { ...base, flags: [], periods: [{ period: 7, sales: 10, gmv: 1000, prevSales: 9, growthRate: 11.11 }] }, history }} />);
    expect(await screen.findByTestId('not-flagged')).toHaveTextContent('Not taking off: its sales grew +11.1% over the last 7 days, below the +50% of a soaring product');
  });
});

describe('the detection history page', () => {
  it('asks a visitor to log in', async () => {
    renderPage(<DetectionHistoryPage data={{ state: 'visitor' }} />);
    expect(await screen.findByTestId('history-visitor')).toHaveTextContent('Log in to see the products you detected.');
    await waitFor(() => expect(openLogin).toHaveBeenCalledTimes(1));
  });
});

describe('the empty state of a typed link the data does not know (issue #25 item 12)', () => {
  it('shows typed tags as text, never as markup, and logs no error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const typed = '<b>bold</b> <0>zero</0> <img/>';
      renderPage(<DetectionDetailsPage data={{ state: 'unknown', typed }} />);
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(`The market data has no product for “${typed}”.`);
      expect(status.querySelector('b, img')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
