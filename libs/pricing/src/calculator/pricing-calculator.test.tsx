import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { DEFAULT_PRICING_FORM, type PricingForm } from '../core/query';
import type { FeeSchedule } from '../core/schedule';
import { DEMO_RATES, ID_SCHEDULE, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { COPIED_NOTICE_MS, PricingCalculator } from './pricing-calculator';

/** The page's part: keeps the form, and hands the schedule of the site the form names. */
function Harness({
  initial,
  failed = false,
  onRetry = () => undefined,
  below,
}: {
  initial: Partial<PricingForm>;
  failed?: boolean;
  onRetry?: () => void;
  below?: () => ReactNode;
}) {
  const [form, setForm] = useState<PricingForm>({ ...DEFAULT_PRICING_FORM, ...initial });
  const schedules: Record<string, FeeSchedule> = { MY: MY_SCHEDULE, ID: ID_SCHEDULE };
  return (
    <PricingCalculator
      form={form}
      onFormChange={setForm}
      schedule={failed ? null : (schedules[form.site] ?? null)}
      rates={failed ? null : DEMO_RATES}
      loading={false}
      failed={failed}
      onRetry={onRetry}
      locale="en"
      shareHref="/pricing?site=MY"
    >
      {below}
    </PricingCalculator>
  );
}

describe('PricingCalculator', () => {
  it('2 steps give the price for a 20% margin, with the schedule and rate it used', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={{ firstMile: '30' }} />);
    await user.type(screen.getByLabelText('Purchase cost per item'), '20');
    await user.type(screen.getByLabelText('Weight'), '400');
    // libs/pricing core test: MY-2026-01-01 at 0.6 MYR/CNY, ¥20 + ¥30/kg × 0.4 kg, 20% -> RM36.27.
    expect(screen.getByTestId('pricing-headline')).toHaveTextContent('MYR 36.27');
    expect(screen.getByTestId('pricing-margin')).toHaveTextContent('20.02%');
    expect(screen.getByTestId('pricing-basis')).toHaveTextContent('Fee schedule MY-2026-01-01, in effect from Jan 1, 2026');
    expect(screen.getByTestId('pricing-basis')).toHaveTextContent('Exchange rate of Jun 30, 2026: 1 CNY = 0.6 MYR');
    expect(within(screen.getByTestId('pricing-breakdown')).getByRole('rowheader', { name: 'SST on fees (8.00%)' })).toBeInTheDocument();
  });

  it('changing the site converts a typed price into the new currency through CNY', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={{ cost: '20', weightGrams: '400', mode: 'price', price: '40.00' }} />);
    await user.selectOptions(screen.getByLabelText('Site'), 'ID');
    // RM40.00 / 0.6 = ¥66.67 × 2300 = Rp153,341 (whole rupiah).
    expect(screen.getByLabelText('Selling price')).toHaveValue('153341');
    expect(screen.getByTestId('site-price')).toHaveTextContent('IDR 153,341');
  });

  it('shows a message in place for a wrong entry and keeps the text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={{}} />);
    await user.type(screen.getByLabelText('Weight'), '1.5');
    await user.tab();
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight')).toHaveValue('1.5');
    expect(screen.getByLabelText('Weight')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fill in step 1 and step 2 to get a price.')).toBeInTheDocument();
  });

  it('says when no price reaches the target, and offers a retry when loading failed', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { unmount } = renderWithI18n(<Harness initial={{ cost: '20', weightGrams: '400', targetMargin: '95' }} />);
    expect(screen.getByText(/No price reaches this target/)).toBeInTheDocument();
    unmount();
    renderWithI18n(<Harness initial={{ cost: '20' }} failed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByLabelText('Purchase cost per item')).toHaveValue('20');
  });

  describe('the share link and the saved block (issue 27 item 11)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('copies the full address of the calculation and says so, then the word goes', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      // After user-event's setup, which puts a clipboard of its own on the navigator.
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const writeText = vi.fn(async () => undefined);
      vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
      renderWithI18n(<Harness initial={{ cost: '20', weightGrams: '400' }} />);
      await user.click(screen.getByRole('button', { name: 'Copy the link' }));
      expect(writeText).toHaveBeenCalledWith(new URL('/pricing?site=MY', window.location.href).href);
      expect(await screen.findByText('Link copied.')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(COPIED_NOTICE_MS));
      expect(screen.queryByText('Link copied.')).not.toBeInTheDocument();
    });

    it('a copy the browser refuses says to copy by hand', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } as unknown as Clipboard);
      renderWithI18n(<Harness initial={{ cost: '20', weightGrams: '400' }} />);
      await user.click(screen.getByRole('button', { name: 'Copy the link' }));
      expect(await screen.findByText('The link could not be copied: select it and copy it by hand.')).toBeInTheDocument();
    });

    it('saving and comparing sit below the form and the result, at full width, not in the result column', () => {
      renderWithI18n(<Harness initial={{ cost: '20', weightGrams: '400' }} below={() => <p data-testid="saved-block">saved</p>} />);
      const result = screen.getByRole('region', { name: 'Result' });
      const saved = screen.getByTestId('saved-block');
      expect(result).not.toContainElement(saved);
      expect(saved.parentElement).toHaveClass('lg:basis-full');
    });
  });
});
