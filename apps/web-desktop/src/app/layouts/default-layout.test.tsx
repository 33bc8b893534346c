import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteFooter } from '../../features/footer/site-footer';
import { DefaultLayout, SITE_LAYOUT_ROUTE_ID } from './default-layout';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function renderLayout(loaderData: unknown, withFooter = true) {
  const router = createMemoryRouter(
    [
      {
        id: SITE_LAYOUT_ROUTE_ID,
        element: <DefaultLayout />,
        loader: () => loaderData,
        ...(withFooter ? { handle: { Footer: SiteFooter } } : {}),
        children: [{ index: true, element: <p>page</p> }],
      },
    ],
    { hydrationData: { loaderData: { [SITE_LAYOUT_ROUTE_ID]: loaderData } } },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('DefaultLayout', () => {
  it("renders the footer its route's lazy half gives it, with the friendly links of the route's data", () => {
    renderLayout({ friendlyLinks: [{ name: 'Seller centre', url: 'https://seller.example' }] });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Friendly links' })).toContainElement(screen.getByRole('link', { name: 'Seller centre' }));
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
  });

  it('shows no friendly links when there are none', () => {
    renderLayout({ friendlyLinks: [] });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Friendly links' })).not.toBeInTheDocument();
  });
});
