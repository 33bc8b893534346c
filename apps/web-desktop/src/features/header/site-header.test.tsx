import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AuthStoreProvider, createAuthStore } from '@sealens/auth';
import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

function renderHeader(locale: string, path = '/') {
  i18n.loadAndActivate({ locale, messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <AuthStoreProvider store={createAuthStore({ storage: localStorage, eventTarget: null })}>
        <MemoryRouter initialEntries={[path]}>
          <SiteHeader />
        </MemoryRouter>
      </AuthStoreProvider>
    </I18nProvider>,
  );
}

describe('SiteHeader', () => {
  afterEach(() => localStorage.clear());

  it.each(['zh', 'tw'])('shows the classroom menu for %s', (locale) => {
    renderHeader(locale);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Classroom' })).toBeInTheDocument();
  });

  it.each(['en', 'vi', 'th', 'pt', 'id'])('hides the classroom menu for %s', (locale) => {
    renderHeader(locale);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('button', { name: 'Classroom' })).toBeNull();
  });

  it('offers visitors register|login as a real link to the login page (spec §2 urlCode; issue 27 item 7: works before hydration)', () => {
    renderHeader('en', '/pricing?urlCode=partner7');
    const login = screen.getByRole('link', { name: 'Register | Log in' });
    expect(login).toHaveAttribute('href', '/workbench/login?urlCode=partner7&redirect=%2Fpricing');
    expect(login).not.toHaveAttribute('target');
  });

  const asMember = () =>
    localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { accessToken: 't', user: { userId: '1', account: '13900000001', nickName: 'demo01' } } }));

  it('offers members "My workbench" in the same tab (issue 27 item 4)', () => {
    asMember();
    renderHeader('en');
    const link = screen.getByRole('link', { name: 'My workbench' });
    expect(link).toHaveAttribute('href', '/workbench/home');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Register | Log in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'demo01' })).toBeInTheDocument();
  });

  it('does not offer the workbench on the workbench itself', () => {
    asMember();
    renderHeader('en', '/workbench/login');
    expect(screen.queryByRole('link', { name: 'My workbench' })).toBeNull();
    expect(screen.getByRole('button', { name: 'demo01' })).toBeInTheDocument();
  });

  it('is transparent on / at the top and solid on other pages', () => {
    const { unmount } = renderHeader('en', '/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
    unmount();
    renderHeader('en', '/pluginIntroduce');
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
  });
});
