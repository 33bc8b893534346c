import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { pagerItems, RankingPager } from './ranking-pager';

const hrefFor = (n: number) => `?page=${n}`;

function renderPager(props: Partial<Parameters<typeof RankingPager>[0]> = {}) {
  return renderWithI18n(
    <MemoryRouter>
      <RankingPager page={1} size={50} total={2000} depth={2000} hrefFor={hrefFor} onSizeChange={vi.fn()} {...props} />
    </MemoryRouter>,
  );
}

describe('RankingPager', () => {
  it('offers the first, the last and the pages around the current one', () => {
    expect(pagerItems(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
    expect(pagerItems(20, 40)).toEqual([1, 'gap', 18, 19, 20, 21, 22, 'gap', 40]);
    expect(pagerItems(1, 1)).toEqual([1]);
  });

  it('says which rows are shown and links every page within the depth', () => {
    renderPager({ page: 2, total: 2000, depth: 150 });
    expect(screen.getByRole('status')).toHaveTextContent('Rows 51–100 of 2,000');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    // 150 readable rows at 50 a page: three pages, no link past the depth.
    expect(pages.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/?page=1', '/?page=1', '/?page=2', '/?page=3', '/?page=3']);
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.queryByRole('link', { name: 'Page 4' })).toBeNull();
  });

  it('has no page links for one page, and says so when there are no rows', () => {
    renderPager({ total: 0, depth: 10 });
    expect(screen.getByRole('status')).toHaveTextContent('No rows');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
