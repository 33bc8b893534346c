import { TIKTOK_ENTITY_RULES, type TiktokEntity } from '@sealens/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nth } from '../shared/nth';
import { renderWithI18n } from '../testing/render-with-i18n';
import { RankingTable } from '../ranking/ranking-table';
import { TIKTOK_COLUMN_SETS, TIKTOK_COLUMNS, type TiktokRow } from './tiktok-columns';

const MARK = 'Estimated: how we estimate';

const video: TiktokRow = {
  entity: 'video',
  id: '7100000000000000001',
  rank: 1,
  site: 'TH',
  categoryId: 100001,
  name: 'Unboxing the night cream',
  image: '',
  parentId: '6100000001',
  parentName: 'Nok reviews',
  price: null,
  commissionRate: null,
  rating: null,
  followers: null,
  since: '2026-11-20',
  viewsTotal: 812_000,
  likesTotal: 40_100,
  commentsTotal: 900,
  sharesTotal: 310,
  products: 2,
  creators: 1,
  videos: 1,
  lives: 0,
  units: 1_204,
  gmv: 361_200,
  gmvUsd: 10_320,
  videoUnits: 1_204,
  videoGmv: 361_200,
  liveUnits: 0,
  liveGmv: 0,
  views: 654_321,
  likes: 32_100,
  commission: 36_120,
  growth: null,
  trend: [10, 20, 30],
};

describe("the short-video marketplace's ranking columns (issue 32 item 4)", () => {
  it("shows a video's views, likes, units, sales value and its creators' commission, its creator linked", () => {
    const set = TIKTOK_COLUMN_SETS.video;
    renderWithI18n(
      <RankingTable<TiktokRow>
        rows={[video]}
        columns={set.all}
        columnSet={set}
        money="site"
        itemHref={(row) => `/video?id=${row.id}`}
        shopHref={(row) => `/creator?id=${row.parentId}`}
        caption="TikTok videos"
      />,
    );
    const grid = screen.getByRole('grid', { name: 'TikTok videos' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Rank', 'Video', 'Creator', 'Views', 'Likes', 'Units sold', 'Sales value', "Creators' commission", 'Products (30 days)', '30-day views', 'Posted',
    ]);
    const row = nth(within(grid).getAllByRole('row'), 1);
    expect(within(row).getByRole('link', { name: video.name })).toHaveAttribute('href', `/video?id=${video.id}`);
    expect(within(row).getByRole('link', { name: 'Nok reviews' })).toHaveAttribute('href', '/creator?id=6100000001');
    expect(within(row).getByText('654.3K')).toBeInTheDocument();
    expect(within(row).getByText('32.1K')).toBeInTheDocument();
    // One site's money is in its currency.
    expect(within(row).getByText('THB 361.2K')).toBeInTheDocument();
    expect(within(row).getByText('THB 36.1K')).toBeInTheDocument();
  });

  it('marks the estimated figures (units, sales value by channel, commission, growth) and not TikTok counters', () => {
    for (const entity of Object.keys(TIKTOK_COLUMNS) as TiktokEntity[]) {
      const set = TIKTOK_COLUMN_SETS[entity];
      for (const column of set.all) expect(set.widths[column]).toBeGreaterThan(0);
      expect([...(set.estimated ?? [])].filter((c) => (set.all as readonly string[]).includes(c)).sort()).toEqual(
        (
          {
            'tt-product': ['commission', 'gmv', 'growth', 'liveGmv', 'liveUnits', 'trend', 'units', 'videoGmv', 'videoUnits'],
            'tt-shop': ['commission', 'gmv', 'growth', 'liveGmv', 'liveUnits', 'trend', 'units', 'videoGmv', 'videoUnits'],
            video: ['commission', 'gmv', 'units'],
            creator: ['commission', 'gmv', 'growth', 'liveGmv', 'liveUnits', 'trend', 'units', 'videoGmv', 'videoUnits'],
          } as const
        )[entity],
      );
      for (const column of ['views', 'likes', 'followers', 'price', 'commissionRate']) expect(set.estimated?.has(column as never)).toBe(false);
    }
  });

  it("shows a row's units and sales value interval on hover (issue 33), in the answer's money, and no mark in a row without one", async () => {
    const set = TIKTOK_COLUMN_SETS.video;
    const interval = { unitsLow: 1_100, unitsHigh: 1_390, gmvLow: 330_000, gmvHigh: 417_000, gmvUsdLow: 9_430, gmvUsdHigh: 11_914.29 };
    renderWithI18n(
      <RankingTable<TiktokRow>
        rows={[{ ...video, interval }, { ...video, id: '7100000000000000002', rank: 2 }]}
        columns={['rank', 'name', 'units', 'gmv']}
        columnSet={set}
        money="site"
        itemHref={(row) => `/video?id=${row.id}`}
        caption="TikTok videos"
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    const [, , units, gmv] = within(first as HTMLElement).getAllByRole('gridcell');
    await act(async () => fireEvent.pointerEnter(within(units as HTMLElement).getByRole('link', { name: MARK })));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Estimated: likely between 1,100 and 1,390.');
    await act(async () => fireEvent.pointerEnter(within(gmv as HTMLElement).getByRole('link', { name: MARK })));
    expect(within(gmv as HTMLElement).getByRole('link', { name: MARK })).toHaveAttribute('tabindex', '-1');
    expect(within(second as HTMLElement).queryAllByRole('link', { name: MARK })).toHaveLength(0);
  });

  it("asks only for sorts the entity's ranking takes", async () => {
    for (const entity of Object.keys(TIKTOK_COLUMNS) as TiktokEntity[]) {
      const set = TIKTOK_COLUMN_SETS[entity];
      for (const column of set.all) {
        const sort = set.sortOf[column];
        if (sort) expect(TIKTOK_ENTITY_RULES[entity].sorts).toContain(sort);
      }
    }
    const onSortChange = vi.fn();
    const set = TIKTOK_COLUMN_SETS.creator;
    renderWithI18n(<RankingTable<TiktokRow> rows={[{ ...video, entity: 'creator' }]} columns={set.all} columnSet={set} money="usd" itemHref={() => '/c'} caption="Creators" onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Units from lives/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'liveUnits', dir: 'desc' });
  });
});
