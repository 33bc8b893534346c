import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CampaignDaysTable, CampaignGainersTable, DiscountBandsTable, ProbeTable, SlotHoursTable, type CampaignDay, type CampaignProbeRow } from './campaign-dashboard';

const MARK = 'Estimated: how we estimate';
const DAYS: CampaignDay[] = [
  { day: '2026-10-10', units: 32_000, gmv: 960_000, baselineUnits: 10_000, baselineGmv: 300_000, unitsUplift: 220, gmvUplift: 220 },
  { day: '2026-11-11', units: 50_000, gmv: 1_500_000, baselineUnits: 0, baselineGmv: 0, unitsUplift: null, gmvUplift: null },
];
const PROBE: CampaignProbeRow[] = [
  {
    rank: 1,
    slotId: '9001',
    goodsId: '41',
    site: 'TH',
    title: 'Rice cooker',
    image: '',
    shopId: '7',
    shopName: 'Kitchen shop',
    categoryId: 99991,
    kind: 'flash-sale',
    startAt: '2026-11-11T04:00:00.000Z',
    endAt: '2026-11-11T07:00:00.000Z',
    slotPrice: 700,
    normalPrice: 1000,
    slotPriceUsd: 20,
    normalPriceUsd: 28.57,
    discount: 30,
    units: 120,
  },
  { rank: 2, slotId: '9002', goodsId: '42', site: 'VN', title: 'Fan', image: '', shopId: '8', shopName: 'Home', categoryId: 99992, kind: 'campaign', startAt: '2026-11-10T16:00:00.000Z', endAt: '2026-11-11T15:59:59.000Z', slotPrice: 500_000, normalPrice: null, slotPriceUsd: 19.69, normalPriceUsd: null, discount: null, units: 3 },
];

describe('CampaignDaysTable', () => {
  it("shows each day's units and sales value against its baseline's means with the uplift, estimated, a zero baseline's uplift as a dash, the day shown marked", () => {
    renderWithI18n(
      <CampaignDaysTable days={DAYS} currency="THB" caption="Campaign days" nameHeader="Campaign day" nameOf={(d) => (d as CampaignDay).day} keyOf={(d) => (d as CampaignDay).day} hrefOf={(d) => `/x?day=${(d as CampaignDay).day}`} currentKey="2026-10-10" baselineDays={7} />,
    );
    const table = screen.getByRole('table', { name: 'Campaign days' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Campaign day',
      'Units that day',
      'Units a day before (mean of 7 days)',
      'Uplift of units',
      'Sales value that day (THB)',
      'Sales value a day before (THB, mean of 7 days)',
      'Uplift of sales value',
    ]);
    const first = within(table).getByRole('row', { name: /2026-10-10/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByRole('link', { name: '2026-10-10' })).toHaveAttribute('href', '/x?day=2026-10-10');
    expect(first).toHaveTextContent('+220.0%');
    expect(first).toHaveTextContent('32.0K');
    expect(within(first).getAllByRole('cell')[0]).toHaveAttribute('data-units', '32000');
    // Every figure is ours: six marks a row.
    expect(within(first).getAllByRole('link', { name: MARK })).toHaveLength(6);
    const second = within(table).getByRole('row', { name: /2026-11-11/ });
    expect(second).not.toHaveAttribute('aria-current');
    expect(within(second).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
  });
});

describe('CampaignGainersTable', () => {
  it('ranks the products by units gained, each opening its explanation and its shop, with its site over all sites', () => {
    renderWithI18n(
      <CampaignGainersTable
        rows={[{ rank: 1, goodsId: '41', site: 'TH', title: 'Rice cooker', image: '', shopId: '7', shopName: 'Kitchen shop', categoryId: 99991, units: 40, baselineUnits: 5.5, gainedUnits: 34.5, unitsUplift: 627.27, gmv: 28_000 }]}
        currency="USD"
        caption="Gainers"
        baselineDays={7}
        allSites
        hrefOf={(r) => `/p/${r.goodsId}`}
        shopHrefOf={(r) => `/s/${r.shopId}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Gainers' });
    expect(within(table).getByRole('link', { name: 'Rice cooker' })).toHaveAttribute('href', '/p/41');
    expect(within(table).getByRole('link', { name: 'Kitchen shop' })).toHaveAttribute('href', '/s/7');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('34.5');
    expect(row).toHaveTextContent('+627.3%');
    expect(row).toHaveTextContent('TH');
  });
});

describe('SlotHoursTable and DiscountBandsTable', () => {
  it('name each kind and hour with its slots, units and mean prices, and each band with its share of its kind', () => {
    renderWithI18n(
      <>
        <SlotHoursTable
          hours={[
            { kind: 'flash-sale', hour: 12, slots: 4, units: 90, slotPrice: 700, normalPrice: 1000, discount: 30 },
            { kind: 'campaign', hour: 0, slots: 2, units: 10, slotPrice: 800, normalPrice: null, discount: null },
          ]}
          currency="THB"
          caption="Hours"
        />
        <DiscountBandsTable
          bands={[
            { kind: 'flash-sale', from: 20, to: 30, slots: 3, units: 60 },
            { kind: 'flash-sale', from: 60, to: null, slots: 1, units: 30 },
            { kind: 'campaign', from: 0, to: 10, slots: 2, units: 10 },
          ]}
          caption="Bands"
        />
      </>,
    );
    const hours = screen.getByRole('table', { name: 'Hours' });
    expect(within(hours).getByRole('row', { name: /Flash sale · 12:00/ })).toHaveTextContent('30.0%');
    expect(within(within(hours).getByRole('row', { name: /Campaign slot · 00:00/ })).getAllByRole('cell')[3]).toHaveTextContent(/^-$/);
    const bands = screen.getByRole('table', { name: 'Bands' });
    expect(within(bands).getByRole('row', { name: /Flash sale · 20% to under 30%/ })).toHaveTextContent('75.0%');
    expect(within(bands).getByRole('row', { name: /Flash sale · 60% or more/ })).toHaveTextContent('25.0%');
    expect(within(bands).getByRole('row', { name: /Campaign slot · Under 10%/ })).toHaveTextContent('100.0%');
  });
});

describe('ProbeTable', () => {
  it("shows each slot's window, prices in its currency beside dollars over all sites, its discount, and sorts by a header's link", () => {
    renderWithI18n(<ProbeTable rows={PROBE} caption="Probe" allSites sort="discount" dir="desc" sortHref={(s, d) => `/probe?sort=${s}&dir=${d}`} hrefOf={(r) => `/p/${r.goodsId}`} />);
    const table = screen.getByRole('table', { name: 'Probe' });
    const discount = within(table).getByRole('columnheader', { name: /Discount/ });
    expect(discount).toHaveAttribute('aria-sort', 'descending');
    // The current column sorts the other way; another column starts with the most.
    expect(within(discount).getByRole('link')).toHaveAttribute('href', '/probe?sort=discount&dir=asc');
    expect(within(within(table).getByRole('columnheader', { name: /Units sold in the slot/ })).getByRole('link')).toHaveAttribute('href', '/probe?sort=units&dir=desc');
    const first = within(table).getByRole('row', { name: /Rice cooker/ });
    expect(within(first).getByRole('link', { name: 'Rice cooker' })).toHaveAttribute('href', '/p/41');
    expect(first).toHaveTextContent('Flash sale');
    expect(first).toHaveTextContent('30.0%');
    expect(first).toHaveTextContent(/THB.*700.*USD.*20/);
    const second = within(table).getByRole('row', { name: /Fan/ });
    expect(second).toHaveTextContent('Campaign slot');
    expect(within(second).getAllByRole('cell')[5]).toHaveTextContent(/^-$/);
    // Slot units and prices are measured: no estimate mark.
    expect(within(table).queryAllByRole('link', { name: MARK })).toHaveLength(0);
  });
});

describe('ProbeTable price headers', () => {
  it("name the price columns in one message for each currency form: a site's money alone, or beside dollars over all sites", () => {
    const { unmount } = renderWithI18n(<ProbeTable rows={PROBE} caption="All" allSites sort="discount" dir="desc" sortHref={() => '#'} hrefOf={() => undefined} />);
    const heads = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads()).toEqual(expect.arrayContaining(['Slot price (site currency · USD)', 'Normal price (site currency · USD)']));
    unmount();
    renderWithI18n(<ProbeTable rows={PROBE.slice(0, 1)} caption="One" allSites={false} sort="discount" dir="desc" sortHref={() => '#'} hrefOf={() => undefined} />);
    expect(heads()).toEqual(expect.arrayContaining(['Slot price', 'Normal price']));
    expect(heads().some((h) => h?.includes('USD'))).toBe(false);
  });
});
