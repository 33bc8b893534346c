import { screen, within } from '@testing-library/react';
import { periodFigures, THAI_ROWS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ExplanationLayout } from './explanation-layout';
import { ItemHeaderCard } from './item-header-card';
import { nth } from '../shared/nth';

const item = { ...nth(THAI_ROWS, 0), price: 299, rating: 4.8, reviews: 1_234, likes: 5_678, listedAt: '2026-03-04', categoryId: 99998 };

describe('ItemHeaderCard', () => {
  it('shows the item\'s facts and its marketplace page in a new tab', () => {
    renderWithI18n(<ItemHeaderCard item={item} />);
    expect(screen.getByRole('heading', { level: 1, name: item.title })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: item.title });
    expect(card).toHaveTextContent('Thailand');
    expect(card).toHaveTextContent('Beauty and personal care');
    expect(card).toHaveTextContent('PriceTHB 299.00');
    expect(card).toHaveTextContent('Rating4.8');
    expect(card).toHaveTextContent('Reviews1,234');
    expect(card).toHaveTextContent('Likes5,678');
    expect(card).toHaveTextContent('ListedMar 4, 2026');
    const link = within(card).getByRole('link', { name: /On the marketplace/ });
    expect(link).toHaveAttribute('href', item.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(card.querySelector('img')).toHaveAttribute('width', '96');
  });
});

describe('ExplanationLayout', () => {
  it('shows a tile per period with units, sales value in both currencies and growth', () => {
    const figures = [
      { days: 1, from: '2026-11-26', to: '2026-11-26', units: 120, gmv: 35_880, gmvUsd: 1_004.6, growth: 12.5 },
      { days: 7, from: '2026-11-20', to: '2026-11-26', units: 800, gmv: 239_200, gmvUsd: 6_697.6, growth: null },
    ];
    renderWithI18n(<ExplanationLayout header={<ItemHeaderCard item={item} />} figures={figures} currency="THB" charts={<p>charts</p>} actions={<button type="button">Compare</button>} />);
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(yesterday).toHaveTextContent('Units sold120');
    expect(yesterday).toHaveTextContent('THB 35.9K');
    expect(yesterday).toHaveTextContent('USD 1,004.60');
    expect(yesterday).toHaveTextContent('+12.5%');
    const week = screen.getByRole('region', { name: '7 days' });
    expect(week).toHaveTextContent('Nov 20, 2026 – Nov 26, 2026');
    expect(within(week).getByRole('img', { name: 'No sales in the period before' })).toHaveTextContent('-');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daily history' })).toBeInTheDocument();
  });

  it('takes the fixture figures of five periods', () => {
    renderWithI18n(<ExplanationLayout header={null} figures={periodFigures(item)} currency="THB" charts={null} />);
    expect(screen.getAllByRole('region').flatMap((r) => r.getAttribute('aria-label') ?? [])).toEqual(['Yesterday', '7 days', '30 days', '90 days', '180 days']);
  });
});
