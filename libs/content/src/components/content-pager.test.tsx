import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ContentPager, PAGER_SPREAD, pagerItems } from './content-pager';

describe('ContentPager', () => {
  it('shows the first, the last and PAGER_SPREAD pages around the current one', () => {
    expect(PAGER_SPREAD).toBe(2);
    expect(pagerItems(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('links every page by its own address and marks the current one', () => {
    renderWithI18n(<ContentPager page={2} pageCount={3} hrefFor={(n) => `/list/${n}`} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list/1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list/3');
  });

  it('says nothing for a single page', () => {
    const { container } = renderWithI18n(<ContentPager page={1} pageCount={1} hrefFor={(n) => `/${n}`} />);
    expect(container).toBeEmptyDOMElement();
  });
});
