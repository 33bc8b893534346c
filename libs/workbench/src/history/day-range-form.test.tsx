import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyPoints } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DayRangeForm, dayRangeIssue, RangeTotals } from './day-range-form';

describe('dayRangeIssue', () => {
  it('wants both days, in order, and none after the data day', () => {
    expect(dayRangeIssue('', '2026-11-20', '2026-11-26')).toBe('missing');
    expect(dayRangeIssue('2026-11-21', '2026-11-20', '2026-11-26')).toBe('order');
    expect(dayRangeIssue('2026-11-20', '2026-11-27', '2026-11-26')).toBe('future');
    expect(dayRangeIssue('2026-11-20', '2026-11-20', '2026-11-26')).toBeNull();
  });
});

describe('DayRangeForm', () => {
  it('sends a range typed with the keyboard when Enter is pressed', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<DayRangeForm max="2026-11-26" onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Any range' });
    const first = within(form).getByLabelText('First day');
    expect(first).toHaveAttribute('type', 'date');
    expect(first).toHaveAttribute('max', '2026-11-26');
    await userEvent.type(first, '2026-09-01');
    await userEvent.type(within(form).getByLabelText('Last day'), '2026-10-15{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ from: '2026-09-01', to: '2026-10-15' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is a GET form of from and to that keeps the page\'s other fields, so it works before the script runs', () => {
    renderWithI18n(<DayRangeForm max="2026-11-26" onSubmit={vi.fn()} keep={{ id: '123', urlCode: 'abc' }} />);
    const form = screen.getByRole('form', { name: 'Any range' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(Object.fromEntries(new FormData(form))).toEqual({ id: '123', urlCode: 'abc', from: '', to: '' });
  });

  it('starts with the range shown and says what is wrong instead of sending it', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<DayRangeForm value={{ from: '2026-11-10', to: '2026-11-05' }} max="2026-11-26" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('First day')).toHaveValue('2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Show the range' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The first day must not be after the last day.');
    expect(screen.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Last day'));
    await userEvent.type(screen.getByLabelText('Last day'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show the range' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The last day with data is Nov 26, 2026.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a range the address asked for but the page could not show, and says why from the first render', () => {
    renderWithI18n(<DayRangeForm asked={{ from: '2026-11-10', to: '2026-11-05' }} max="2026-11-26" onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('First day')).toHaveValue('2026-11-10');
    expect(screen.getByLabelText('Last day')).toHaveValue('2026-11-05');
    expect(screen.getByRole('alert')).toHaveTextContent('The first day must not be after the last day.');
    expect(screen.getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RangeTotals', () => {
  it('sums the units and the sales value of the days held', () => {
    const points = historyPoints(10);
    const units = points.reduce((s, p) => s + p.units, 0);
    renderWithI18n(<RangeTotals range={{ from: '2026-11-17', to: '2026-11-26' }} points={points} currency="THB" />);
    const totals = screen.getByRole('region', { name: 'Nov 17, 2026 – Nov 26, 2026' });
    expect(totals).toHaveTextContent(`Units sold${units.toLocaleString('en-US')}`);
    expect(totals).toHaveTextContent('Sales valueTHB');
  });
});
