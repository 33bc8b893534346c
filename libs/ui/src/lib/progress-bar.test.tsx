import { act, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { renderWithI18n } from './test-utils';

// The literal numbers of spec §9 on purpose: changing PROGRESS_BAR or the timing code must fail here.
const THROTTLE_MS = 200;
const DURATION_MS = 5000;
const HIDE_AFTER_MS = 500;

const bar = () => screen.queryByRole('progressbar', { name: 'Page loading' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`appears only after active stays true for ${THROTTLE_MS} ms`, () => {
    renderWithI18n(<ProgressBar active />);
    advance(THROTTLE_MS - 1);
    expect(bar()).not.toBeInTheDocument();
    advance(1);
    expect(bar()).toBeInTheDocument();
  });

  it('never shows for a navigation shorter than the throttle', () => {
    const { rerender } = renderWithI18n(<ProgressBar active />);
    advance(THROTTLE_MS - 1);
    rerender(<ProgressBar active={false} />);
    advance(THROTTLE_MS + DURATION_MS);
    expect(bar()).not.toBeInTheDocument();
  });

  it(`completes to 100% and hides ${HIDE_AFTER_MS} ms after becoming inactive`, () => {
    const { rerender } = renderWithI18n(<ProgressBar active />);
    advance(THROTTLE_MS + 1000);
    rerender(<ProgressBar active={false} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(HIDE_AFTER_MS - 1);
    expect(bar()).toBeInTheDocument();
    advance(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('is fixed to the top so it never shifts the layout', () => {
    renderWithI18n(<ProgressBar active />);
    advance(THROTTLE_MS);
    expect(bar()?.className).toMatch(/\bfixed\b/);
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
  });

  it(`trickles towards 90% and reaches it exactly ${DURATION_MS} ms after appearing`, () => {
    renderWithI18n(<ProgressBar active />);
    advance(THROTTLE_MS);
    const width = () => parseFloat(screen.getByTestId('progress-bar-fill').style.width);
    const start = width();
    advance(DURATION_MS / 2);
    expect(width()).toBeGreaterThan(start);
    expect(width()).toBeLessThan(90);
    advance(DURATION_MS / 2 - 1);
    expect(width()).toBeLessThan(90);
    advance(1);
    expect(width()).toBe(90);
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    advance(60_000);
    expect(width()).toBe(90);
  });
});
