import { PRODUCT_COLUMNS, type ProductColumn } from '@sealens/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ColumnChooser } from './column-chooser';

describe('ColumnChooser', () => {
  it('lists every column with the shown ones checked, and the fixed ones cannot be unchecked', async () => {
    renderWithI18n(<ColumnChooser columns={PRODUCT_COLUMNS} value={['rank', 'product', 'units']} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: `Columns (${PRODUCT_COLUMNS.length - 3} hidden)` }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(PRODUCT_COLUMNS.length);
    expect(screen.getByRole('checkbox', { name: 'Rank' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Rank' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Product' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Units sold' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Price' })).not.toBeChecked();
  });

  it('keeps the fixed columns even when the value lacks them, in the table\'s order', async () => {
    const onChange = vi.fn();
    renderWithI18n(<ColumnChooser columns={PRODUCT_COLUMNS} value={['units'] as ProductColumn[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Price' }));
    expect(onChange).toHaveBeenLastCalledWith(['rank', 'product', 'price', 'units']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rank' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('hides a column and resets to the default set', async () => {
    const onChange = vi.fn();
    renderWithI18n(<ColumnChooser columns={PRODUCT_COLUMNS} value={PRODUCT_COLUMNS} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Likes' }));
    expect(onChange).toHaveBeenLastCalledWith(PRODUCT_COLUMNS.filter((c) => c !== 'likes'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset to the default columns' }));
    expect(onChange).toHaveBeenLastCalledWith([...PRODUCT_COLUMNS]);
  });
});
