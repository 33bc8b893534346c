// The analysis pages' estimate marks (issue 33): a tile or a column carries the mark when the
// answer's figureKinds says its figure is estimated, and none when measured; the price bands' figure
// columns are all made of estimated sales. The site and all-site
// dashboards' figures are all estimated (GET /analysis's kinds); a live session's viewers and sales
// are what the marketplace shows (GET /live's kinds: measured), so the live tables carry none.
import { screen, within } from '@testing-library/react';
import { PriceBandAnalysis } from '../analysis/price-band-analysis';
import type { FigureKinds } from '../shared/types';
import { PRICE_ANALYSIS } from '../testing/category-fixtures';
import { thaiLive } from '../testing/live-fixtures';
import { thaiDashboard } from '../testing/market-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { LiveBreakdownTable, LiveListTable } from './live-dashboard';
import { DashboardFigures, ScopeBreakdownTable } from './scope-dashboard';

const MARK = 'Estimated: how we estimate';
/** The column headers carrying the (decorative) mark. */
const markedHeads = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .filter((h) => h.querySelector('a[data-estimate-mark]') !== null)
    .map((h) => h.textContent);

/** GET /analysis's kinds (analysis-routes.ts MARKET_FIGURE_KINDS). */
const MARKET_KINDS: FigureKinds = { units: 'estimated', gmv: 'estimated', growth: 'estimated', products: 'estimated', shops: 'estimated', top10Share: 'estimated', newShare: 'estimated' };
/** GET /live's kinds (live-routes.ts LIVE_FIGURE_KINDS). */
const LIVE_KINDS: FigureKinds = { sessions: 'measured', viewers: 'measured', peakViewers: 'measured', units: 'measured', gmv: 'measured', minutes: 'measured' };

describe('estimate marks on the analysis dashboards', { timeout: 20_000 }, () => {
  it("mark an estimated tile's value with a link to the method page, and leave a measured tile unmarked", () => {
    renderWithI18n(
      <DashboardFigures
        figures={[
          { id: 'gmv', label: 'Sales value', value: 'THB 1.2M', note: '30 days', estimated: true },
          { id: 'viewers', label: 'Viewers', value: '12,400', note: '30 days' },
        ]}
      />,
    );
    const tile = (value: string) => screen.getByText(value).closest('[data-figure]') as HTMLElement;
    expect(within(tile('THB 1.2M')).getByRole('link', { name: MARK })).toHaveAttribute('href', '/workbench/method');
    expect(within(tile('12,400')).queryByRole('link', { name: MARK })).toBeNull();
  });

  it("mark every figure column of a scope's breakdown (all estimated), and none without kinds", () => {
    const dashboard = thaiDashboard();
    const props = { parts: dashboard.shopTypes, currency: 'THB', caption: 'Sales by shop type', nameHeader: 'Shop type', nameOf: (p: { key: string }) => p.key };
    const { unmount } = renderWithI18n(<ScopeBreakdownTable {...props} kinds={MARKET_KINDS} />);
    expect(markedHeads(screen.getByRole('table'))).toEqual(['Units sold', 'Sales value (THB)', 'Selling products', 'Active shops', 'Share of sales value', 'Growth']);
    unmount();
    renderWithI18n(<ScopeBreakdownTable {...props} kinds={{ ...MARKET_KINDS, shops: 'measured' }} />);
    expect(markedHeads(screen.getByRole('table'))).not.toContain('Active shops');
  });

  it("mark the price bands' figure columns and leave the band and its best sellers unmarked", () => {
    renderWithI18n(<PriceBandAnalysis analysis={PRICE_ANALYSIS} productHref={() => '/p'} caption="Price bands" />);
    const table = screen.getByRole('table', { name: 'Price bands' });
    expect(markedHeads(table)).toEqual(['Units sold', 'Share of units', 'Sales value', 'Products sold', 'Active shops', 'Units per product']);
    expect(within(table).getAllByRole('columnheader').filter((h) => !markedHeads(table).includes(h.textContent)).map((h) => h.textContent)).toEqual(['Price band', 'Best sellers']);
  });

  it("leave the live tables unmarked while the answer says measured, and mark a column the answer says is estimated", () => {
    const live = thaiLive('sessions');
    const breakdown = { parts: live.categories, totalGmv: live.total.gmv, currency: 'THB', caption: 'By category', nameHeader: 'Category', keyOf: (p: { categoryId: number }) => String(p.categoryId), nameOf: (p: { categoryId: number }) => String(p.categoryId) };
    const { unmount } = renderWithI18n(
      <>
        <LiveBreakdownTable {...breakdown} kinds={LIVE_KINDS} />
        <LiveListTable list="sessions" rows={live.rows} currency="THB" caption="Top sessions" allSites={false} hrefOf={() => undefined} kinds={LIVE_KINDS} />
      </>,
    );
    expect(document.querySelector('a[data-estimate-mark]')).toBeNull();
    unmount();
    renderWithI18n(
      <>
        <LiveBreakdownTable {...breakdown} kinds={{ ...LIVE_KINDS, units: 'estimated', gmv: 'estimated' }} />
        <LiveListTable list="product" rows={thaiLive('product').rows} currency="THB" caption="Products" allSites={false} hrefOf={() => undefined} kinds={{ ...LIVE_KINDS, units: 'estimated' }} />
      </>,
    );
    expect(markedHeads(screen.getByRole('table', { name: 'By category' }))).toEqual(['Units sold live', 'Sales value live (THB)', 'Share of sales value']);
    expect(markedHeads(screen.getByRole('table', { name: 'Products' }))).toEqual(['Units sold live']);
  });
});
