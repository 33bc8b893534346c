import { renderWithI18n } from '@sealens/i18n/testing';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EVENT_PATHS } from '../workbench-pages';
import { ScopeControls } from './scope-controls';

/** The top bar's scope on the page at `path` (the page route's data names its path). */
async function renderScope(path: string) {
  const router = createMemoryRouter([{ path: '*', loader: () => ({ path }), element: <ScopeControls /> }], { initialEntries: [`/workbench/${path}`] });
  renderWithI18n(<RouterProvider router={router} />);
  return screen.findByTestId('workbench-scope');
}

describe("the top bar's period", () => {
  it("is no switch on event marketing's probe, which reads the data day's slots alone: it says so", async () => {
    await renderScope(EVENT_PATHS.probe);
    expect(screen.queryByRole('radiogroup', { name: 'Period' })).toBeNull();
    expect(screen.queryByText('7 days')).toBeNull();
    expect(screen.getByTestId('workbench-fixed-period')).toHaveTextContent('Period: the data day, the day whose slots this page lists.');
  });

  it('is a switch on the slots over a period', async () => {
    await renderScope(EVENT_PATHS.slots);
    expect(screen.queryByTestId('workbench-fixed-period')).toBeNull();
    expect(screen.getByText('7 days')).toBeInTheDocument();
  });
});
