import type { WorkbenchComponents } from '@sealens/api';
import { renderWithI18n } from '@sealens/i18n/testing';
import type { TiktokRow } from '@sealens/workbench';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { workbenchPage, type TiktokPageConfig } from '../../workbench-pages';
import { tiktokListQuery, type TiktokItemData, type TiktokListData } from './tiktok-data';
import { TiktokPageView } from './tiktok-page';

type Schemas = WorkbenchComponents['schemas'];

const row = (over: Partial<TiktokRow>): TiktokRow => ({
  entity: 'creator',
  id: '6100000001',
  rank: 1,
  site: 'TH',
  categoryId: 100001,
  name: 'Nok reviews',
  image: '',
  parentId: null,
  parentName: null,
  price: null,
  commissionRate: null,
  rating: null,
  followers: 52_000,
  since: null,
  viewsTotal: null,
  likesTotal: null,
  commentsTotal: null,
  sharesTotal: null,
  products: 2,
  creators: 0,
  videos: 9,
  lives: 2,
  units: 300,
  gmv: 90_000,
  gmvUsd: 2_570,
  videoUnits: 200,
  videoGmv: 60_000,
  liveUnits: 100,
  liveGmv: 30_000,
  views: 120_000,
  likes: 8_000,
  commission: 9_000,
  growth: 12.5,
  trend: [1, 2, 3],
  ...over,
});

const figures = (days: number): Schemas['TiktokFigures'] => ({
  days,
  from: '2026-10-28',
  to: '2026-11-26',
  units: 300,
  gmv: 90_000,
  gmvUsd: 2_570,
  growth: 12.5,
  videoUnits: 200,
  videoGmv: 60_000,
  liveUnits: 100,
  liveGmv: 30_000,
  views: 120_000,
  likes: 8_000,
  commission: 9_000,
});

function render(path: string, data: TiktokListData | TiktokItemData, at = `/workbench/${path}`) {
  const page = workbenchPage(path) as TiktokPageConfig;
  const router = createMemoryRouter([{ path: '*', element: <TiktokPageView page={page} data={data} /> }], { initialEntries: [at] });
  renderWithI18n(<RouterProvider router={router} />);
  return router;
}

describe("the short-video marketplace's pages (issue 32 item 4)", () => {
  it("a creator's page lists the products they promote with the commission earned, each opening the product's page", () => {
    const data: TiktokItemData = {
      state: 'ok',
      summary: {
        day: '2026-11-26',
        item: row({}),
        figures: [],
        tiktokFigures: [figures(1), { ...figures(7), interval: { unitsLow: 260, unitsHigh: 345, gmvLow: 78_000, gmvHigh: 103_500, gmvUsdLow: 2_229, gmvUsdHigh: 2_957 } }, figures(30)],
        links: [
          { entity: 'tt-product', id: '5100000007', name: 'Night cream 50 ml', image: '', units: 210, gmv: 63_000, commission: 6_300, commissionRate: 10, videos: 6, lives: 1 },
          { entity: 'tt-product', id: '5100000009', name: 'Lip tint', image: '', units: 90, gmv: 27_000, commission: 2_700, commissionRate: 10, videos: 3, lives: 1 },
        ],
        shopTop: [],
        historyDays: 180,
        categoryRank: null,
        figureKinds: { units: 'estimated', gmv: 'estimated', views: 'measured' },
      },
      history: null,
    };
    render('Tiktok/talentDetail', data, '/workbench/Tiktok/talentDetail?id=6100000001');
    expect(screen.getByRole('heading', { level: 2, name: 'Nok reviews' })).toBeInTheDocument();
    const links = screen.getByRole('table', { name: 'Products they promote, last 30 days' });
    const first = within(links).getByRole('row', { name: /Night cream 50 ml/ });
    expect(within(first).getByRole('link', { name: 'Night cream 50 ml' })).toHaveAttribute('href', '/workbench/Tiktok/commodityDetail?id=5100000007');
    expect(within(first).getByText('10%')).toBeInTheDocument();
    expect(within(first).getByText(/6,300/)).toBeInTheDocument();
    // Its figures by channel for each period: a creator sells from videos and lives.
    const byPeriod = screen.getByRole('table', { name: /Figures by period, in THB/ });
    expect(within(byPeriod).getAllByRole('row')).toHaveLength(4);
    expect(within(byPeriod).getByRole('columnheader', { name: 'Units from lives' })).toBeInTheDocument();
    // A period with an interval marks its units and sales value (the interval on hover, issue 33); one without, none in its cells.
    const week = within(byPeriod).getAllByRole('row').find((r) => r.getAttribute('data-days') === '7') as HTMLElement;
    const day = within(byPeriod).getAllByRole('row').find((r) => r.getAttribute('data-days') === '1') as HTMLElement;
    expect(within(week).getAllByRole('link', { name: 'Estimated: how we estimate' })).toHaveLength(2);
    expect(within(day).queryAllByRole('link', { name: 'Estimated: how we estimate' })).toHaveLength(0);
  });

  it("a video's page shows its views and likes and opens its creator", () => {
    const video = row({ entity: 'video', id: '7100000000000000001', name: 'Unboxing', parentId: '6100000001', parentName: 'Nok reviews', followers: null, viewsTotal: 812_000, likesTotal: 40_100 });
    const data: TiktokItemData = {
      state: 'ok',
      summary: { day: '2026-11-26', item: video, figures: [], tiktokFigures: [figures(7)], links: [], shopTop: [], historyDays: 180, categoryRank: null, figureKinds: {} },
      history: null,
    };
    render('Tiktok/videoDetail', data);
    expect(screen.getByRole('link', { name: 'Nok reviews' })).toHaveAttribute('href', '/workbench/Tiktok/talentDetail?id=6100000001');
    const byPeriod = screen.getByRole('table', { name: /Figures by period/ });
    expect(within(byPeriod).getByRole('columnheader', { name: 'Views' })).toBeInTheDocument();
    expect(within(byPeriod).queryByRole('columnheader', { name: 'Units from lives' })).toBeNull();
    expect(screen.getByText('Nothing sold through it in the last 30 days.')).toBeInTheDocument();
  });

  it("a list's filters are its address: a site and a period picked change the query", async () => {
    const query = tiktokListQuery(new URLSearchParams(''), 'tt-product');
    const router = render('Tiktok/commodityList', { query, ranking: null });
    const site = screen.getByRole('combobox', { name: 'Site' });
    // TikTok Shop's six sites and all of them, no other site.
    expect(within(site).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['', 'ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    expect(within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['1', '7', '30']);
    await userEvent.selectOptions(site, 'TH');
    expect(router.state.location.search).toBe('?site=TH');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '30');
    // The page's data is the test's, so the query is the first one with the period changed.
    expect(router.state.location.search).toBe('?period=30');
    expect(screen.getByRole('alert')).toHaveTextContent('The ranking could not be loaded.');
  });

  it("on a phone the filters wait in a sheet: its fields change nothing until Apply, which sends them all at once", async () => {
    const query = tiktokListQuery(new URLSearchParams('period=7'), 'tt-product');
    const router = render('Tiktok/commodityList', { query, ranking: null });
    // What is chosen, beside the button that opens them (the page's own form is hidden below 768 px by CSS).
    expect(screen.getByText('All sites (US dollars) · All categories · Last 7 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Site' }), 'VN');
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Period' }), '30');
    await userEvent.type(within(sheet).getByRole('spinbutton', { name: 'Units sold, at least' }), '5');
    // Nothing navigated yet (the test's router starts at the page's bare address).
    expect(router.state.location.search).toBe('');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    const applied = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(applied)).toEqual({ site: 'VN', period: '30', unitsMin: '5' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
