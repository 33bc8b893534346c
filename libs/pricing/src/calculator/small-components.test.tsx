import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calculateForward } from '../core/calculate';
import { DEMO_SAVED, ID_SCHEDULE, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { AmountField } from './amount-field';
import { ComparisonTable } from './comparison-table';
import { ResultBreakdown } from './result-breakdown';

const item = { categoryId: 99997, sellerType: 'crossBorder' as const, costFen: 2000n, weightGrams: 400, firstMileFenPerKg: 0n, discountBp: 0, adsBp: 0, returnBp: 0, programmes: [] };

describe('AmountField', () => {
  it('ties its message to the field and reports what is typed', async () => {
    const onChange = vi.fn();
    renderWithI18n(<AmountField id="cost" label="Cost" value="" onChange={onChange} unit="CNY" error="positive" />);
    const input = screen.getByLabelText('Cost');
    expect(input).toHaveAccessibleDescription('Enter an amount above zero');
    await userEvent.type(input, '5');
    expect(onChange).toHaveBeenCalledWith('5');
  });
});

describe('ResultBreakdown', () => {
  it('shows rupiah without decimals in the reader locale, and CNY beside', () => {
    const result = calculateForward({ schedule: ID_SCHEDULE, ratePpm: 2_300_000_000n }, item, 100_000n);
    renderWithI18n(<ResultBreakdown result={result} locale="id" caption="b" />);
    expect(screen.getByTestId('site-price').textContent?.replace(/\s/g, ' ')).toBe('Rp 100.000');
    expect(screen.getByTestId('site-goods').textContent?.replace(/\s/g, ' ')).toBe('−Rp 46.000');
  });
});

describe('ComparisonTable', () => {
  it('one column per calculation; a failed one offers a retry', async () => {
    const my = calculateForward({ schedule: MY_SCHEDULE, ratePpm: 600_000n }, item, 4000n);
    const recompute = vi.fn().mockResolvedValueOnce(my).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(my);
    renderWithI18n(<ComparisonTable calculations={DEMO_SAVED.slice(0, 2)} recompute={recompute} locale="en" />);
    const table = screen.getByTestId('pricing-comparison');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await userEvent.click(await within(table).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table).getAllByText('MYR 40.00')).toHaveLength(2));
  });
});
