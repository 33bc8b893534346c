// What the workbench looked like to a seller in Thai and Chinese, at 1,440 and 390 px (session 8's
// screenshots): the layout classes that keep a block from overflowing, stretching or squeezing.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { nth } from './nth';
import { CompetitionShopsTable, CompetitionWordsTable } from '../competition/competition-tables';
import { DiscountBandsTable, SlotHoursTable } from '../dashboard/campaign-dashboard';
import { LiveBreakdownTable, LiveListTable } from '../dashboard/live-dashboard';
import { CAMPAIGN_DISCOUNT_BANDS, CAMPAIGN_SLOT_HOURS } from '../testing/campaign-fixtures';
import { thaiLive } from '../testing/live-fixtures';
import { FollowsTable } from '../monitor/follows-table';
import { MyShopTable } from '../monitor/my-shop-table';
import { RankingPager } from '../pager/ranking-pager';
import { KeywordNameCell } from '../ranking/ranking-columns';
import { competitionFixture } from '../testing/competition-fixtures';
import { THAI_WORDS } from '../testing/keyword-fixtures';
import { FOLLOW_ROWS } from '../testing/monitor-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';

describe('narrow and wide layouts', () => {
  it("keeps a site badge under a word's name as wide as its code, not stretched like an empty field", () => {
    const word = nth(THAI_WORDS, 0);
    renderWithI18n(<KeywordNameCell row={word} href="/w" />);
    expect(screen.getByTitle('Thailand').className.split(' ')).toContain('w-fit');
  });

  it("gives the rows-per-page select a box as wide as the select's least width, so it does not stick out past the page's right edge", () => {
    renderWithI18n(
      <MemoryRouter>
        <RankingPager page={1} size={50} total={500} depth={500} hrefFor={(n) => `?page=${n}`} onSizeChange={() => undefined} />
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Rows per page' });
    const box = trigger.closest('div') as HTMLElement;
    // Tailwind's spacing scale: w-N and min-w-N are N quarter-rems.
    const size = (classes: string, prefix: string) => Number(new RegExp(`(?:^| )${prefix}-(\\d+)(?: |$)`).exec(classes)?.[1] ?? NaN);
    expect(size(box.className, 'w')).toBeGreaterThanOrEqual(size(trigger.className, 'min-w'));
  });

  it("keeps the competition tables' row names at least 9 rem wide and their figures unbroken, so on a phone the table scrolls in its frame instead of breaking names a syllable a line", () => {
    renderWithI18n(
      <>
        <CompetitionShopsTable competition={competitionFixture()} shopHref={(id) => `/shop/${id}`} />
        <CompetitionWordsTable competition={competitionFixture()} />
      </>,
    );
    for (const table of screen.getAllByRole('table')) {
      for (const name of within(table).getAllByRole('rowheader')) expect(name.className.split(' ')).toContain('min-w-36');
      for (const figure of table.querySelectorAll('tbody td')) expect(figure.className.split(' ')).toContain('whitespace-nowrap');
    }
  });

  it("makes the follows and competition tables' scrolling frames containing blocks, so their screen-reader-only texts (absolute) stay inside the frame instead of widening a phone's page", () => {
    renderWithI18n(
      <>
        <FollowsTable entity="product" rows={FOLLOW_ROWS} itemHref={() => '/p'} caption="Product monitor" emptyText="none" />
        <CompetitionShopsTable competition={competitionFixture()} shopHref={(id) => `/shop/${id}`} />
        <CompetitionWordsTable competition={competitionFixture()} />
      </>,
    );
    const tables = screen.getAllByRole('table');
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables) {
      const frame = table.parentElement?.closest<HTMLElement>('[class*="overflow-"]');
      expect(frame?.className.split(' ')).toContain('relative');
    }
  });

  it("keeps event marketing's slots tables' and the live tables' row names at least 9 rem wide, so on a phone they scroll in their frame instead of squeezing the names", () => {
    const live = thaiLive('sessions');
    renderWithI18n(
      <>
        <SlotHoursTable hours={CAMPAIGN_SLOT_HOURS} currency="THB" caption="Hours" />
        <DiscountBandsTable bands={CAMPAIGN_DISCOUNT_BANDS} caption="Discounts" />
        <LiveBreakdownTable parts={live.categories} totalGmv={live.total.gmv} currency="THB" caption="By category" nameHeader="Category" keyOf={(p) => String(p.categoryId)} nameOf={(p) => String(p.categoryId)} />
        <LiveListTable list="sessions" rows={live.rows} currency="THB" caption="Top sessions" allSites={false} hrefOf={() => undefined} />
      </>,
    );
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(4);
    for (const table of tables) {
      const names = within(table).getAllByRole('rowheader');
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.className.split(' ')).toContain('min-w-36');
    }
  });

  it("gives a follows table's figure columns 5 rem at least, so a short Thai name is not broken inside its word", () => {
    renderWithI18n(<FollowsTable entity="product" rows={FOLLOW_ROWS} itemHref={() => '/p'} caption="Product monitor" emptyText="none" />);
    const figures = screen.getAllByRole('columnheader').filter((h) => h.className.includes('text-right'));
    expect(figures.length).toBeGreaterThan(3);
    for (const header of figures) expect(header.className.split(' ')).toContain('min-w-20');
  });

  it("keeps My shop's figures on one line with their unit and mark", () => {
    renderWithI18n(<MyShopTable caption="Mine" days={7} rows={[{ key: 'own', own: true, name: 'Your shop', units: 1980, gmv: 462_000, currency: 'CNY', share: 0.832 }]} />);
    const figures = screen.getByRole('table', { name: 'Mine' }).querySelectorAll('tbody td');
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(figure.className.split(' ')).toContain('whitespace-nowrap');
  });
});
