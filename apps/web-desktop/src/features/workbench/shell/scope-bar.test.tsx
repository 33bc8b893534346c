import { renderWithI18n } from '@sealens/i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScopeBar } from './scope-bar';

const HOT = 'product/hot-sales-product';

function renderBar(query: string) {
  const router = createMemoryRouter([{ path: '*', loader: () => ({ path: HOT }), element: <ScopeBar day="2026-11-27" /> }], { initialEntries: [`/workbench/${HOT}${query}`] });
  renderWithI18n(<RouterProvider router={router} />);
  return router;
}

describe("the top bar's scope below 1,024 px", () => {
  it('is one button naming the scope and the data day, which discloses the controls; a control still writes the URL', async () => {
    const user = userEvent.setup();
    const router = renderBar('?site=TH&cat=99991&period=30');
    const button = await screen.findByTestId('workbench-scope-summary');
    expect(screen.getByTestId('workbench-scope-summary-text')).toHaveTextContent('Thailand · Digital electronics · 30 days');
    expect(button).toHaveAccessibleName('Change the site, category and period Thailand · Digital electronics · 30 days Data up to Nov 27, 2026');
    const controls = screen.getByTestId('workbench-scope').parentElement;
    expect(button).toHaveAttribute('aria-controls', controls?.id);
    // Hidden below 1,024 px, shown from it (the classes decide, the server renders them).
    expect(controls).toHaveClass('hidden', 'lg:block');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('lg:hidden');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(controls).not.toHaveClass('hidden');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    // The navigation runs the route's loader before the bar renders the new scope (a CI run read the old one).
    await waitFor(() => expect(router.state.location.search).toBe('?site=TH&cat=99991'));
    await waitFor(() => expect(screen.getByTestId('workbench-scope-summary-text')).toHaveTextContent('Thailand · Digital electronics · 7 days'));

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(controls).toHaveClass('hidden');
  });
});
