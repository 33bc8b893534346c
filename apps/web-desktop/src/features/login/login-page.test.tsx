import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore } from '@sealens/auth';
import type * as Auth from '@sealens/auth';
import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const openLogin = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('@sealens/auth', async (importOriginal) => ({ ...(await importOriginal<typeof Auth>()), openLogin, preloadLogin: vi.fn() }));

import { LoginPage } from './login-page';

function renderPage(search: string, goTo = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <MemoryRouter initialEntries={[`/login${search}`]}>
          <LoginPage goTo={goTo} />
        </MemoryRouter>
      </AuthStoreProvider>
    </I18nProvider>,
  );
  return goTo;
}

describe('LoginPage', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  beforeEach(() => {
    localStorage.clear();
    openLogin.mockClear();
  });
  afterEach(() => localStorage.clear());

  it("opens the login dialog at once for a visitor, once, and offers it again from the page's button", async () => {
    const goTo = renderPage('?redirect=%2Fabout');
    await waitFor(() => expect(openLogin).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to SeaLens' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(openLogin).toHaveBeenCalledTimes(2);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends a member on to the same-origin redirect without opening the dialog', async () => {
    localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { accessToken: 't', user: { userId: '1', account: '13900000001' } } }));
    const goTo = renderPage('?redirect=%2FmoreShopAuthorize');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/moreShopAuthorize'));
    expect(openLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You are logged in. Taking you on…');
  });

  it('sends a member asked to go elsewhere to their landing instead', async () => {
    localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { accessToken: 't', user: { userId: '1', account: '13900000001' } } }));
    const goTo = renderPage('?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/workbench/home'));
  });
});
