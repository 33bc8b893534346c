import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

function renderHeader(locale: string, path = '/') {
  i18n.loadAndActivate({ locale, messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
      </MemoryRouter>
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

  it('offers visitors register|login to the workbench login with the current urlCode', () => {
    renderHeader('en', '/?urlCode=partner7');
    expect(screen.getByRole('link', { name: 'Register | Log in' })).toHaveAttribute('href', '/workbench/login?urlCode=partner7');
  });

  it('falls back to the default urlCode', () => {
    renderHeader('en');
    expect(screen.getByRole('link', { name: 'Register | Log in' })).toHaveAttribute('href', '/workbench/login?urlCode=sealens');
  });

  it('offers members the backstage in a new tab', () => {
    localStorage.setItem(PERSISTED_STORE_KEY, JSON.stringify({ info: { user: { id: 1 } } }));
    renderHeader('en');
    const link = screen.getByRole('link', { name: 'Go to backstage' });
    expect(link).toHaveAttribute('href', '/workbench/home');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Register | Log in' })).toBeNull();
  });

  it('is transparent on / at the top and solid on other pages', () => {
    const { unmount } = renderHeader('en', '/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
    unmount();
    renderHeader('en', '/pluginIntroduce');
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
  });
});
