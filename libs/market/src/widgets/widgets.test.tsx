import { createApiClients, createApiEvents } from '@sealens/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MarketApiProvider } from '../api/market-api-context';
import { VISITOR_RANKING_ROWS } from '../figures/ranking-table';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { BrandRanking } from './brand-ranking';
import { IndustryTypes } from './industry-types';
import { KeywordRanking } from './keyword-ranking';
import { legendBandOf, SalesMap } from './sales-map';
import { defaultTrendSites, TrendSurvey } from './trend-survey';
import { homeWidgetsFixture } from './home-widgets-fixtures';
import { VISITOR_PAGE_ROWS, rowsForPage } from './use-ranking-rows';
import { widgetDataReducer } from './use-widget-data';

// The widgets' calls go through the real API clients (middleware and all) over a fake fetch that
// answers per path; the client is injected the way the sites' own is.
type Responder = (url: URL) => unknown;
let respond: Responder = () => ({ code: 200, message: 'ok', payload: [] });
const requests: URL[] = [];
const client = createApiClients({
  basePath: 'http://sealens.test/api',
  fetch: async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url);
    const body = respond(url);
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  },
  getToken: () => null,
  getAntiRiskToken: () => null,
  events: createApiEvents(),
}).main;
const withApi = (node: ReactNode) => <MarketApiProvider client={client}>{node}</MarketApiProvider>;
beforeEach(() => {
  requests.length = 0;
});

const ok = (payload: unknown) => ({ code: 200, message: 'ok', payload });
const brands = (prefix: string, n = 10) => Array.from({ length: n }, (_, i) => ({ brandName: `${prefix} ${i + 1}`, sales: 100 - i, gmv: 1000 - i }));

describe('widget state', () => {
  it('a switch shows loading, an answer fills in, a failure says so', () => {
    const start = { params: { a: 1 }, data: ['x'], failed: false };
    const loading = widgetDataReducer(start, { type: 'load', params: { a: 2 } });
    expect(loading).toEqual({ params: { a: 2 }, data: null, failed: false });
    expect(widgetDataReducer(loading, { type: 'loaded', data: ['y'] })).toEqual({ params: { a: 2 }, data: ['y'], failed: false });
    expect(widgetDataReducer(loading, { type: 'failed' })).toEqual({ params: { a: 2 }, data: null, failed: true });
  });

  it("a visitor's page carries the visitor's rows and one more; a member's all of them", () => {
    expect(VISITOR_PAGE_ROWS).toBe(VISITOR_RANKING_ROWS + 1);
    const rows = Array.from({ length: 20 }, (_, i) => i);
    expect(rowsForPage(rows, false)).toHaveLength(VISITOR_RANKING_ROWS + 1);
    expect(rowsForPage(rows, true)).toHaveLength(20);
    expect(rowsForPage(null, false)).toBeNull();
  });
});

describe('BrandRanking (spec §7: typeId, salesOrGmv, dayOrWeek default 1)', () => {
  const initial = { params: { typeId: 99997 as const, salesOrGmv: 1 as const, dayOrWeek: 1 as const }, rows: brands('Visitor', VISITOR_PAGE_ROWS) };

  it('renders on the server with the visitor rows and the log-in offer', () => {
    const html = renderToString(wrapI18n(<BrandRanking initial={initial} date="2026-11-23" />));
    expect(html).toContain('Visitor 1');
    expect(html).toContain(`Visitor ${VISITOR_RANKING_ROWS}`);
    expect(html).not.toContain(`Visitor ${VISITOR_RANKING_ROWS + 1}<`);
    expect(html).toContain('Log in to see more');
    expect(html).toContain('Data of 2026-11-23');
  });

  it('switching the order and the period reloads with salesOrGmv and dayOrWeek', async () => {
    const user = userEvent.setup();
    respond = (url) => ok(brands(`By ${url.searchParams.get('salesOrGmv')}/${url.searchParams.get('dayOrWeek')}`));
    renderWithI18n(withApi(<BrandRanking initial={initial} />));
    await user.click(screen.getByRole('button', { name: 'By sales value' }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('By 2/1 1')).toBeInTheDocument();
    const last = requests.at(-1);
    expect(last?.pathname).toBe('/api/home/brandRanking');
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ typeId: '99997', salesOrGmv: '2', dayOrWeek: '1' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByText('By 2/2 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failed load says so in words and tries again on request', async () => {
    const user = userEvent.setup();
    respond = () => new TypeError('network down');
    renderWithI18n(withApi(<BrandRanking initial={initial} />));
    await user.click(screen.getByRole('button', { name: 'By sales value' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    respond = () => ok(brands('Again'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Again 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SalesMap (spec §2: sales map with legend)', () => {
  const legend = [
    { min: 0, max: 100, label: '' },
    { min: 100, max: 200, label: '' },
    { min: 200, max: null, label: '' },
  ];

  it('puts a value in the last band whose minimum it reaches', () => {
    expect(legendBandOf(0, legend)).toBe(0);
    expect(legendBandOf(150, legend)).toBe(1);
    expect(legendBandOf(5000, legend)).toBe(2);
    expect(legendBandOf(null, legend)).toBe(-1);
    expect(legendBandOf(-1, legend)).toBe(-1);
  });

  it('states every figure in words beside the colour, and the legend names each range', () => {
    const sites = (['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN'] as const).map((site, i) => ({ site, totalSalesValue: i * 500, totalSalesValueUsd: i * 50, salesVolume: i }));
    renderWithI18n(<SalesMap initial={{ dateType: 1, data: { sites, legend } }} date="2026-11-23" />);
    const map = screen.getByRole('region', { name: 'Sales map' });
    expect(within(map).getAllByRole('listitem').filter((li) => li.hasAttribute('data-site'))).toHaveLength(9);
    // In US dollars, with the site's own currency under it.
    expect(within(map).getByText('Vietnam').closest('li')).toHaveTextContent(/Vietnam\$400\.00₫4,000/);
    // The bands divide the figures shaded (0 to $400) into the answer's 3, whatever its bounds said.
    expect(screen.getByTestId('sales-map-legend')).toHaveTextContent('$0 to $200$200 to $400$400 to $600');
  });
});

describe('IndustryTypes (spec §7: pId)', () => {
  it('opens a category’s sub-types with its pId and goes back to the 12', async () => {
    const user = userEvent.setup();
    respond = (url) =>
      url.searchParams.get('pId')
        ? ok([{ typeId: 9999101, pId: 99991, name: 'Phones', sales: 1, gmv: 5 }])
        : ok([{ typeId: 99991, name: 'digital electronics', sales: 2, gmv: 10 }]);
    renderWithI18n(withApi(<IndustryTypes initial={[{ typeId: 99991, name: 'digital electronics', sales: 2, gmv: 10 }]} />));
    await user.click(screen.getByRole('button', { name: /^Digital electronics.*10.*Show its sub-categories$/ }));
    expect(await screen.findByText('Phones')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('pId')).toBe('99991');
    expect(screen.getByText('Sub-categories of Digital electronics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All categories' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Digital electronics/ })).toBeInTheDocument());
    expect(requests.at(-1)?.searchParams.has('pId')).toBe(false);
  });
});

describe('defaultTrendSites', () => {
  it('starts with the largest markets by their last day, one fewer than the colours', () => {
    const data = {
      dates: ['2026-11-22', '2026-11-23'],
      series: [
        { site: 'BR' as const, label: 'BR', values: [1, 5] },
        { site: 'TH' as const, label: 'TH', values: [9, null] },
        { site: 'VN' as const, label: 'VN', values: [1, 7] },
        { site: 'SG' as const, label: 'SG', values: [1, 1] },
      ],
    };
    expect(defaultTrendSites(data)).toEqual(['TH', 'VN', 'BR']);
    expect(defaultTrendSites(null)).toEqual([]);
  });
});


describe('KeywordRanking', () => {
  it('replaces every row on a switch, even when a keyword repeats in a list', async () => {
    const user = userEvent.setup();
    const row = (keyword: string) => ({ keyword, searchIndex: 1, productBase: 2, recommendedBid: 0.5 });
    respond = () => ok([row('phone case'), row('charger')]);
    renderWithI18n(withApi(<KeywordRanking kind="hot" initial={{ params: { typeId: 99997, dateType: 1 }, rows: [row('lamp'), row('desk lamp'), row('lamp')] }} />));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(screen.getAllByRole('row').slice(1).map((tr) => tr.textContent?.replace(/[\d.,K]+/g, ''))).toEqual(['phone case', 'charger']));
    expect(Object.fromEntries(requests.at(-1)?.searchParams ?? [])).toEqual({ typeId: '99997', dateType: '3' });
  });
});

describe('TrendSurvey site chips (issue 27 item 11)', () => {
  it('says why the other chips stop at 4 sites, and are touch targets of 44 px on a phone', async () => {
    const user = userEvent.setup();
    renderWithI18n(withApi(<TrendSurvey initial={homeWidgetsFixture().trend} />));
    const group = screen.getByRole('group', { name: 'Sites shown (up to 4)' });
    const hint = screen.getByTestId('trend-sites-hint');
    expect(group).toHaveAttribute('aria-describedby', hint.id);
    expect(hint).toHaveTextContent('Compare up to 4 sites at once.');
    const chips = within(group).getAllByRole('button');
    expect(chips).toHaveLength(9);
    // h-11 = 44 px below 640 px; 32 px from there on (sm:h-8).
    for (const chip of chips) expect(chip.className).toMatch(/(^| )h-11( |$).* sm:h-8/);
    const off = chips.find((chip) => chip.getAttribute('aria-pressed') === 'false');
    if (!off) throw new Error('a chip that is off');
    await user.click(off);
    expect(within(group).getAllByRole('button', { pressed: true })).toHaveLength(4);
    expect(hint).toHaveTextContent('4 sites shown, the most the chart draws at once: unselect one to add another.');
    expect(within(group).getAllByRole('button', { pressed: false }).every((chip) => chip.hasAttribute('disabled'))).toBe(true);
  });
});
