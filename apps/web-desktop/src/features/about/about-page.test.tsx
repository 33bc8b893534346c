import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page';

function renderPage() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/about']}>
        <AboutPage />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('AboutPage', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has one h1 and the sections of the in-page nav', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data that helps cross-border sellers grow');
    for (const name of ['Our mission', 'What we offer', 'SeaLens in numbers', '9 site markets', 'Contact us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('lists the 9 site markets and the key figures', () => {
    renderPage();
    const markets = within(screen.getByRole('region', { name: '9 site markets' })).getAllByRole('listitem');
    expect(markets.map((item) => item.textContent?.slice(2))).toEqual([
      'Brazil',
      'Indonesia',
      'Malaysia',
      'Mexico',
      'Philippines',
      'Singapore',
      'Taiwan',
      'Thailand',
      'Vietnam',
    ]);
    expect(screen.getByText('300,000+')).toBeInTheDocument();
    expect(screen.getByText('T+1')).toBeInTheDocument();
  });

  it('scrolls the section nav target to 165px below the top and focuses its heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: -165, behavior: 'smooth' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toHaveFocus();
  });
});
