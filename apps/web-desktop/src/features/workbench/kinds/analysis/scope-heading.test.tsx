import { renderWithI18n } from '@sealens/i18n/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScopeHeading } from './scope-heading';

function renderInRouter(element: ReactElement) {
  renderWithI18n(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe("the analysis dashboards' scope heading (site, all-site and live dashboards)", () => {
  it('names the category and the site, links the same over all sites, and carries the scope for tests', () => {
    renderInRouter(<ScopeHeading scope={{ site: 'TH', categoryId: 99997, period: 30 }} allSitesHref="/workbench/site-analysis/all?cat=99997" />);
    const line = screen.getByText(/Thailand/).closest('p');
    expect(line).toHaveAttribute('data-scope', 'TH/99997/30');
    expect(line).toHaveTextContent(/^Home living · Thailand/);
    expect(screen.getByRole('link', { name: 'Over all sites' })).toHaveAttribute('href', '/workbench/site-analysis/all?cat=99997');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says all categories and all sites in US dollars, with no link, and notes a period it does not read', () => {
    renderInRouter(<ScopeHeading scope={{ period: 30, periodAsked: '180' }} />);
    expect(screen.getByText(/All sites \(US dollars\)/).closest('p')).toHaveAttribute('data-scope', 'ALL/all/30');
    expect(screen.getByText(/All categories/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('This analysis reads rolling periods of 1, 7, 30 or 90 days: it shows the last 30 days.');
  });
});
