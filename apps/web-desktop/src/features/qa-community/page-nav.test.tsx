import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageNav, pageHref, visiblePages } from './page-nav';

describe('the Q&A list pages', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('page 1 is /QACommunity, the others /QACommunity/{page}', () => {
    expect(pageHref(1)).toBe('/QACommunity');
    expect(pageHref(3)).toBe('/QACommunity/3');
  });

  it('shows the first, the last and two either side of the current page', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });

  it('links every page, marks the current one, and offers previous and next', () => {
    const router = createMemoryRouter([{ path: '/', element: <PageNav current={2} pages={3} /> }]);
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/QACommunity');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/QACommunity/3');
  });
});
