import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODE_PRICING_FULL, PricingApiError, type SavedCalculation } from '../api/pricing-api';
import { calculateForward } from '../core/calculate';
import { DEMO_SAVED, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CALCULATION_NAME_MAX, SavedCalculations, type SavedCalculationsApi } from './saved-calculations';

const CURRENT = { site: 'MY' as const, scheduleId: 'MY-2026-01-01', rateDay: '2026-06-30', query: 'site=MY&cost=20&w=400' };
const RESULT = calculateForward(
  { schedule: MY_SCHEDULE, ratePpm: 600_000n },
  { categoryId: 99997, sellerType: 'crossBorder', costFen: 2000n, weightGrams: 400, firstMileFenPerKg: 0n, discountBp: 0, adsBp: 0, returnBp: 0, programmes: [] },
  4000n,
);

function fakeApi(over: Partial<SavedCalculationsApi> = {}): SavedCalculationsApi {
  return {
    list: vi.fn(async () => DEMO_SAVED),
    save: vi.fn(async (c) => ({ ...c, id: '3', createTime: '2026-07-01 11:00:00' }) as SavedCalculation),
    remove: vi.fn(async () => undefined),
    recompute: vi.fn(async () => RESULT),
    ...over,
  };
}

describe('SavedCalculations', () => {
  it('offers visitors the login to save', async () => {
    const onLogin = vi.fn();
    const api = fakeApi();
    renderWithI18n(<SavedCalculations api={api} isMember={false} onLogin={onLogin} current={CURRENT} calculatorPath="/pricing" locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to save' }));
    expect(onLogin).toHaveBeenCalled();
    expect(api.list).not.toHaveBeenCalled();
  });

  it('a member saves under a name; a failed save keeps the name and says why', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockRejectedValueOnce(new PricingApiError(CODE_PRICING_FULL, 'full')).mockRejectedValueOnce(new Error('offline'));
    renderWithI18n(<SavedCalculations api={fakeApi({ save })} isMember onLogin={() => undefined} current={CURRENT} calculatorPath="/pricing" locale="en" />);
    await screen.findByText('Compare Lamp MY (Malaysia)');
    await user.type(screen.getByLabelText('Name of this calculation'), 'Desk lamp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have saved the most calculations allowed. Delete one first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The calculation could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of this calculation')).toHaveValue('Desk lamp');
    expect(save).toHaveBeenLastCalledWith({ ...CURRENT, name: 'Desk lamp' });
  });

  it(`refuses a name over ${CALCULATION_NAME_MAX} characters before sending`, async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithI18n(<SavedCalculations api={api} isMember onLogin={() => undefined} current={CURRENT} calculatorPath="/pricing" locale="en" />);
    const name = screen.getByLabelText('Name of this calculation');
    await user.click(name);
    await user.paste('x'.repeat(CALCULATION_NAME_MAX + 1));
    expect(screen.getByText(`At most ${CALCULATION_NAME_MAX} characters`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('lists, opens, deletes and compares two side by side', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithI18n(<SavedCalculations api={api} isMember onLogin={() => undefined} current={CURRENT} calculatorPath="/m/pricing" locale="en" />);
    expect(await screen.findByRole('link', { name: 'Open Lamp ID' })).toHaveAttribute('href', '/m/pricing?site=ID&cost=20&w=400');
    await user.click(screen.getByLabelText('Compare Lamp ID (Indonesia)'));
    expect(screen.getByText('Tick one more to compare side by side.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Compare Lamp MY (Malaysia)'));
    const table = await screen.findByTestId('pricing-comparison');
    await waitFor(() => expect(within(table).getAllByText('MYR 40.00')).toHaveLength(2));
    expect(api.recompute).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Delete Lamp MY' }));
    // Deleting asks first (issue 27 item 11): Cancel keeps it, the confirming Delete removes it.
    const ask = screen.getByRole('group', { name: 'Delete Lamp MY?' });
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.remove).not.toHaveBeenCalled();
    expect(screen.getByText('Compare Lamp MY (Malaysia)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Lamp MY' }));
    await user.click(within(screen.getByRole('group', { name: 'Delete Lamp MY?' })).getByRole('button', { name: 'Delete' }));
    expect(api.remove).toHaveBeenCalledWith('1');
    await waitFor(() => expect(screen.queryByText('Compare Lamp MY (Malaysia)')).not.toBeInTheDocument());
    expect(screen.queryByTestId('pricing-comparison')).not.toBeInTheDocument();
  });

  it('refuses a name already saved, whatever its case and spaces (issue 27 item 11)', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithI18n(<SavedCalculations api={api} isMember onLogin={() => undefined} current={CURRENT} calculatorPath="/pricing" locale="en" />);
    await screen.findByText('Compare Lamp MY (Malaysia)');
    await user.type(screen.getByLabelText('Name of this calculation'), '  lamp my ');
    expect(screen.getByText('You already saved a calculation named “lamp my”: choose another name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name of this calculation'), '2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('each saved calculation shows its figures and its days (issue 27 item 11)', async () => {
    renderWithI18n(<SavedCalculations api={fakeApi()} isMember onLogin={() => undefined} current={CURRENT} calculatorPath="/pricing" locale="en" />);
    const figures = await screen.findAllByTestId('pricing-saved-figures');
    expect(figures).toHaveLength(DEMO_SAVED.length);
    expect(figures.map((f) => f.textContent)).toEqual([
      'Cost 20 CNY, weight 400 g, rates of Jun 30, 2026; saved Jul 1, 2026',
      'Cost 20 CNY, weight 400 g, rates of Jun 30, 2026; saved Jul 1, 2026',
    ]);
  });

  it('a list that failed to load offers a retry', async () => {
    const user = userEvent.setup();
    const list = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    renderWithI18n(<SavedCalculations api={fakeApi({ list })} isMember onLogin={() => undefined} current={null} calculatorPath="/pricing" locale="en" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing saved yet.')).toBeInTheDocument();
  });
});
