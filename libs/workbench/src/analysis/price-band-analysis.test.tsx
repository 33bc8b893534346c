import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nth } from '../shared/nth';
import { PRICE_ANALYSIS } from '../testing/category-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { BAND_EDGES_MAX, BandEdgesForm, parseEdgesText, PriceBandAnalysis } from './price-band-analysis';

const productHref = (row: { id: string }) => `/workbench/product/product-explanation?id=${row.id}`;

describe('PriceBandAnalysis', () => {
  it('shows every band with its figures and best sellers, and a totals row the bands sum to', () => {
    renderWithI18n(<PriceBandAnalysis analysis={PRICE_ANALYSIS} productHref={productHref} caption="Price bands of home living" />);
    const table = screen.getByRole('table', { name: 'Price bands of home living' });
    const rows = within(table).getAllByRole('row');
    // Head, five bands, totals.
    expect(rows).toHaveLength(PRICE_ANALYSIS.bands.length + 2);
    // Exact values (the spec's formatter shortens 19,800 to 19.8K).
    const units = (row: HTMLElement) => Number(row.querySelector('[data-figure="units"] data')?.getAttribute('value'));
    const bandRows = rows.slice(1, -1);
    expect(bandRows.map(units)).toEqual(PRICE_ANALYSIS.bands.map((b) => b.units));
    expect(bandRows.map(units).reduce((t, u) => t + u, 0)).toBe(units(nth(rows, rows.length - 1)));
    expect(within(nth(bandRows, 4)).getByRole('rowheader').textContent).toMatch(/and above/);
    const top = nth(nth(PRICE_ANALYSIS.bands, 0).top, 0);
    expect(within(nth(bandRows, 0)).getByRole('link', { name: top.title })).toHaveAttribute('href', productHref(top));
  });
});

describe('BandEdgesForm', () => {
  it('reads 1 to 11 rising prices above 0', () => {
    expect(BAND_EDGES_MAX).toBe(11);
    expect(parseEdgesText('10, 20 50')).toEqual([10, 20, 50]);
    expect(parseEdgesText('20, 10')).toBeUndefined();
    expect(parseEdgesText('0, 10')).toBeUndefined();
    expect(parseEdgesText('')).toBeUndefined();
    expect(parseEdgesText(Array.from({ length: 12 }, (_, i) => i + 1).join(','))).toBeUndefined();
  });

  it('applies typed edges, refuses wrong ones saying why, and resets a member choice', async () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    renderWithI18n(<BandEdgesForm edges={[50, 150]} chosen="member" currency="THB" onApply={onApply} onReset={onReset} />);
    const input = screen.getByRole('textbox', { name: 'Band edges (THB)' });
    expect(input).toHaveValue('50, 150');
    await userEvent.clear(input);
    await userEvent.type(input, '100, 40');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Give 1 to 11 prices above 0');
    await userEvent.clear(input);
    await userEvent.type(input, '40, 100, 400');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([40, 100, 400]);
    await userEvent.click(screen.getByRole('button', { name: 'Bands from the data' }));
    expect(onReset).toHaveBeenCalled();
  });
});
