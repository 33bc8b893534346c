import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

function renderPage() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/m/about']}>
        <AboutPage />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('mobile AboutPage', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('has one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data that helps cross-border sellers grow');
  });

  it('lists the 9 site markets', () => {
    renderPage();
    const markets = within(screen.getByRole('region', { name: '9 site markets' })).getAllByRole('listitem');
    expect(markets.map((item) => item.textContent)).toEqual([
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
  });

  it('offers a phone call to customer service with the working hours', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'Call customer service' })).toHaveAttribute('href', 'tel:400-886-5588');
    expect(within(contact).getByText('10:00-12:00 and 14:00-19:00')).toBeInTheDocument();
  });
});
