// Issue 27 item 11: a page's 404 came without the header and tab bar an unknown address's not-found
// page has (two 404 layouts); other errors keep the bare page.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore } from '@sealens/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function renderFailingRoute(loader: () => unknown) {
  const router = createMemoryRouter([{ path: '/', loader, Component: () => null, HydrateFallback: () => null, errorElement: <RouteErrorPage /> }], { initialEntries: ['/'] });
  return render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </I18nProvider>,
  );
}

describe('mobile RouteErrorPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it("shows a loader's 404 as the not-found page in the site's frame: header and tab bar", async () => {
    renderFailingRoute(() => {
      throw data('missing', { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'The page you visited does not exist' })).toBeInTheDocument();
    const frame = screen.getByTestId('not-found-frame');
    expect(frame.querySelector('header')).not.toBeNull();
    expect(frame.querySelector('nav')).not.toBeNull();
  });

  it('shows another error bare, with the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect(await screen.findByText('500')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found-frame')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application error, click to return home' })).toHaveAttribute('href', '/m');
  });
});
