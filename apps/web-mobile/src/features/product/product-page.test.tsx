import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductPage } from './product-page';

function renderPage() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/m/product']}>
        <ProductPage />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('mobile ProductPage', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('has one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our products');
  });

  it('shows the product family as cards', () => {
    renderPage();
    const core = within(screen.getByRole('region', { name: 'SeaLens products' }));
    for (const name of ['SeaLens data platform', 'Browser plugin', 'Mini program', 'SeaLens app', 'Data ark']) {
      expect(core.getByRole('article', { name })).toBeInTheDocument();
    }
    const tools = within(screen.getByRole('region', { name: 'Sister tools' }));
    for (const name of ['Translation tool', 'Cloud computer', 'Image optimisation', 'Graphic video']) {
      expect(tools.getByRole('article', { name })).toBeInTheDocument();
    }
  });

  it('describes the app card', () => {
    renderPage();
    const app = screen.getByRole('article', { name: 'SeaLens app' });
    expect(within(app).getByText('Answer buyers of 1000 shops from one phone')).toBeInTheDocument();
  });
});
