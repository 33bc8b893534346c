import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { PeriodSwitch } from './period-switch';

const MONTHS = ['2026-10', '2026-09', '2026-08'];

describe('PeriodSwitch', () => {
  it('offers yesterday, 7, 30 and 90 days as radios with the current one checked', () => {
    renderWithI18n(<PeriodSwitch value={7} months={MONTHS} onChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Yesterday', '7 days', '30 days', '90 days']);
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('chooses a period by click and by arrow key', async () => {
    const onChange = vi.fn();
    renderWithI18n(<PeriodSwitch value={7} months={MONTHS} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '90 days' }));
    expect(onChange).toHaveBeenLastCalledWith(90);
  });

  it('is one tab stop, on the chosen period, and the arrow keys move the choice', async () => {
    const onChange = vi.fn();
    renderWithI18n(<PeriodSwitch value={30} months={[]} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(90);
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(90);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('chooses a calendar month the history holds, newest first', () => {
    const onChange = vi.fn();
    renderWithI18n(<PeriodSwitch value={30} months={MONTHS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Calendar month' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual(['', ...MONTHS]);
    expect(screen.getByRole('option', { name: 'October 2026' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '2026-09' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-09');
  });

  it('shows a month period in the select and no radio checked', () => {
    renderWithI18n(<PeriodSwitch value="2026-09" months={MONTHS} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Calendar month' })).toHaveValue('2026-09');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });
});
