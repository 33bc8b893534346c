import { renderWithI18n } from '@sealens/i18n/testing';
import { keywordRows, periodFigures, THAI_ROWS } from '@sealens/workbench/testing';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SOURCING_PATH, workbenchPage, type ExplanationPageConfig } from '../../workbench-pages';
import type { ExplanationData } from './explanation-data';
import { ExplanationPageView } from './explanation-page';

// The follow control loads after the page; it is not what these tests look at.
vi.mock('../../follow/lazy-follow', () => ({ LazyItemFollow: () => null }));

type Item = Extract<ExplanationData, { state: 'ok' }>['summary']['item'];

function renderExplanation(path: string, item: Item) {
  const data: ExplanationData = {
    state: 'ok',
    days: 30,
    range: null,
    summary: { day: '2026-11-26', item, figures: 'units' in item ? periodFigures(item as (typeof THAI_ROWS)[number]) : [], shopTop: [], figureKinds: { units: 'estimated', gmv: 'estimated' }, historyDays: 180 },
    history: null,
  } as ExplanationData;
  const page = workbenchPage(path) as ExplanationPageConfig;
  const router = createMemoryRouter([{ path: '*', element: <ExplanationPageView page={page} data={data} /> }], { initialEntries: [`/workbench/${path}?id=${item.id}`] });
  renderWithI18n(<RouterProvider router={router} />);
}

describe("the product explanation's way to a supplier (issue 30 item 4)", () => {
  it("links a product to the 1688 sourcing page opened on that product's id, so its matches show at once", () => {
    const product = THAI_ROWS[0] as (typeof THAI_ROWS)[number];
    renderExplanation('product/product-explanation', product);
    const link = screen.getByRole('link', { name: 'Find a supplier on 1688' });
    expect(link).toHaveAttribute('href', `/workbench/${SOURCING_PATH}?id=${encodeURIComponent(product.id)}`);
    expect(SOURCING_PATH).toBe('big-data-selection/1688-selected-goods');
  });

  it('offers no supplier for a search word (sourcing is for products)', () => {
    const word = keywordRows(1)[0] as ReturnType<typeof keywordRows>[number];
    renderExplanation('hot-search-word/hot-search-word-explanation', word);
    // The actions are there (the comparison's button), the supplier link is not.
    expect(screen.getByRole('button', { name: 'Add to the comparison' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a supplier on 1688' })).toBeNull();
  });
});
