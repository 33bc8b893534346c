import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore } from '@sealens/auth';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, data } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorLayout } from '../../app/layouts/error-layout';
import { ErrorPage } from './error-page';

function renderFailingRoute(loader: () => unknown) {
  const router = createMemoryRouter(
    [{ path: '/', loader, Component: () => null, HydrateFallback: () => null, errorElement: <ErrorLayout><ErrorPage /></ErrorLayout> }],
    { initialEntries: ['/'] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </I18nProvider>,
  );
}

/** The site header's navigation (the not-found page's way on); the plain bar has none. */
const siteNavigation = () => screen.queryByRole('link', { name: 'Plugin introduction' });

describe('ErrorPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('shows 500 by default with the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect(await screen.findByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application error, click to return home' })).toHaveAttribute('href', '/');
    // The header itself may be what failed: the plain logo bar.
    expect(siteNavigation()).not.toBeInTheDocument();
  });

  it('shows the status code of a route error response', async () => {
    renderFailingRoute(() => {
      throw data('unavailable', { status: 503 });
    });
    expect(await screen.findByText('503')).toBeInTheDocument();
  });

  it("shows the not-found page for a loader's 404 in the unknown address's layout, with the site header (one 404 layout: issue 27 item 11)", async () => {
    renderFailingRoute(() => {
      throw data('missing', { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'The page you visited does not exist' })).toBeInTheDocument();
    expect(siteNavigation()).toBeInTheDocument();
  });

  it('says so when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('error page broke');
    }
    const router = createMemoryRouter(
      [{ path: '/', loader: () => { throw new Error('first'); }, Component: () => null, HydrateFallback: () => null, errorElement: <ErrorLayout><Broken /></ErrorLayout> }],
      { initialEntries: ['/'] },
    );
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(await screen.findByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
