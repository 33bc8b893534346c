import { parseRankingQuery, type WorkbenchEntity } from '@sealens/domain';
import { renderWithI18n } from '@sealens/i18n/testing';
import { categoryRows, keywordRows, productRows } from '@sealens/workbench/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BlueOceanPageView } from '../kinds/blue-ocean/blue-ocean-page';
import { FinderPageView } from '../kinds/finder/finder-page';
import type { RankingPage } from '../kinds/ranking/ranking-data';
import { workbenchPage, type BlueOceanPageConfig, type FinderPageConfig } from '../workbench-pages';
import type { LazyItemFollow } from './lazy-follow';

// The star every row gets is the one follow control of the rankings and explanation pages (it loads
// the member's follows and counts a follow against the plan's): here it names what it would follow.
vi.mock('./lazy-follow', () => ({
  LazyItemFollow: ({ item, itemName, compact }: ComponentProps<typeof LazyItemFollow>) => (
    <button type="button" data-compact={compact ? 'yes' : 'no'}>{`star ${item.entity}:${item.itemId}${item.site ? `:${item.site}` : ''} ${itemName}`}</button>
  ),
}));

function rankingOf(entity: WorkbenchEntity, rows: RankingPage['rows']): RankingPage {
  return {
    day: '2026-11-16',
    period: { key: '30', days: 30, from: '2026-10-18', to: '2026-11-16' },
    entity,
    order: entity === 'product' ? 'hot' : 'blueOcean',
    total: rows.length,
    page: 1,
    size: 50,
    rows,
    currency: 'USD',
    figureKinds: { units: 'estimated', gmv: 'estimated' },
  } as RankingPage;
}

function renderPage(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/workbench/page'] });
  renderWithI18n(<RouterProvider router={router} />);
}

/** The grid's data rows (the header row left out). */
const dataRows = () => within(screen.getByRole('grid')).getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);

describe('the follow star on finder and blue-ocean rows (issue 31)', () => {
  it("puts a product's star first on every row of the product finder", () => {
    const products = productRows(4);
    const finder = workbenchPage('big-data-selection/big-data-product-selection') as FinderPageConfig;
    const query = parseRankingQuery(new URLSearchParams(), { entity: 'product', order: 'hot' }).query;
    renderPage(<FinderPageView page={finder} data={{ query, ranking: rankingOf('product', products), views: null, columns: ['product', 'price', 'units'] }} />);
    expect(screen.getByRole('columnheader', { name: 'Follow' })).toBeInTheDocument();
    const rows = dataRows();
    expect(rows).toHaveLength(products.length);
    rows.forEach((row, i) => {
      const product = products[i];
      // The star stands first in its row, compact, for that row's product.
      const star = within(within(row).getAllByRole('gridcell')[0] as HTMLElement).getByRole('button');
      expect(star).toHaveTextContent(`star product:${product?.id} ${product?.title}`);
      expect(star).toHaveAttribute('data-compact', 'yes');
    });
  });

  it("puts a search word's star on the keyword finder's rows", () => {
    const words = keywordRows(3);
    const finder = workbenchPage('big-data-selection/keyword-selection') as FinderPageConfig;
    const query = parseRankingQuery(new URLSearchParams(), { entity: 'keyword', order: 'hot' }).query;
    renderPage(<FinderPageView page={finder} data={{ query, ranking: rankingOf('keyword', words), views: null, columns: ['keyword', 'search'] }} />);
    for (const word of words) expect(screen.getByRole('button', { name: `star keyword:${word.id} ${word.keyword}` })).toBeInTheDocument();
  });

  it("puts a search word's star on the blue-ocean words' rows", () => {
    const words = keywordRows(3);
    const wordsPage = workbenchPage('blue-ocean/blue-ocean-words') as BlueOceanPageConfig;
    const wordQuery = parseRankingQuery(new URLSearchParams(), { entity: 'keyword', order: 'blueOcean' }).query;
    renderPage(<BlueOceanPageView page={wordsPage} data={{ query: wordQuery, ranking: rankingOf('keyword', words) }} />);
    for (const word of words) expect(screen.getByRole('button', { name: `star keyword:${word.id} ${word.keyword}` })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(words.length);
  });

  it('puts no star on the blue-ocean industries (categories are not followed)', () => {
    const industries = categoryRows(3);
    const industriesPage = workbenchPage('blue-ocean/blue-ocean-industry') as BlueOceanPageConfig;
    const query = parseRankingQuery(new URLSearchParams(), { entity: 'category', order: 'blueOcean' }).query;
    renderPage(<BlueOceanPageView page={industriesPage} data={{ query, ranking: rankingOf('category', industries as unknown as RankingPage['rows']) }} />);
    expect(dataRows()).toHaveLength(industries.length);
    expect(screen.queryByRole('button', { name: /^star / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Follow' })).toBeNull();
  });
});
