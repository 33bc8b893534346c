import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TrialClaim } from './trial-claim';

const TRIAL = { planId: 16 as const, days: 1, endTime: '2026-11-26 10:00:00' };

function renderCard(overrides: Partial<Parameters<typeof TrialClaim>[0]> = {}) {
  const props = {
    planActive: false,
    fetchTrial: vi.fn(async () => ({ code: 200, message: 'no trial' })),
    claimTrial: vi.fn(async () => ({ code: 200, message: 'success', payload: TRIAL })),
    onClaimed: vi.fn(),
    ...overrides,
  };
  const view = renderWithI18n(<TrialClaim {...props} />);
  return { props, ...view };
}

describe('TrialClaim', () => {
  it('offers the trial to a member without a plan who never had it; the claim says it is once only', async () => {
    const { props, rerender } = renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim the free trial' }));
    expect(props.claimTrial).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('trial-claimed')).toHaveTextContent('active until 2026-11-26 10:00:00. The trial can be claimed only once.');
    expect(props.onClaimed).toHaveBeenCalled();
    // The landing reloads the plan (now the trial): the answer stays.
    rerender(<TrialClaim {...props} planActive />);
    expect(screen.getByTestId('trial-claimed')).toBeInTheDocument();
  });

  it('shows nothing to a member who had the trial or has an active plan', async () => {
    const had = renderCard({ fetchTrial: vi.fn(async () => ({ code: 200, message: 'success', payload: TRIAL })) });
    await vi.waitFor(() => expect(had.props.fetchTrial).toHaveBeenCalled());
    expect(screen.queryByTestId('trial-claim')).not.toBeInTheDocument();
    had.unmount();
    renderCard({ planActive: true });
    await Promise.resolve();
    expect(screen.queryByTestId('trial-claim')).not.toBeInTheDocument();
  });

  it('says when the server refuses (10011), and offers a retry when the check fails', async () => {
    const fetchTrial = vi.fn(async () => ({ code: 0, message: 'network' }));
    renderCard({ fetchTrial, claimTrial: vi.fn(async () => ({ code: 10011, message: 'the trial has already been claimed' })) });
    expect(await screen.findByText('Your trial could not be checked.')).toBeInTheDocument();
    fetchTrial.mockResolvedValueOnce({ code: 200, message: 'no trial' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim the free trial' }));
    expect(await screen.findByText(/The trial is not available for your account/)).toBeInTheDocument();
  });
});
