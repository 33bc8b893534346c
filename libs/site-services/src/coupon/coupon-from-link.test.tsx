import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../testing/render-with-i18n';
import { couponIdOf } from './coupon-api';
import { CouponFromLink } from './coupon-from-link';

const LOBBY = { couponId: 'DEMO-LOBBY-1', name: 'Demo: 50 off', planId: 10, amount: 5000, status: 0, endTime: '2099-12-31 23:59:59', claimed: false };

function renderPanel(overrides: Partial<Parameters<typeof CouponFromLink>[0]> = {}) {
  const props = {
    couponId: 'DEMO-LOBBY-1',
    isMember: true,
    onLogin: vi.fn(),
    fetchCoupon: vi.fn(async () => ({ code: 200, message: 'success', payload: LOBBY })),
    claimCoupon: vi.fn(async () => ({ code: 200, message: 'success', payload: { ...LOBBY, claimed: true, claimedAt: '2026-11-25 10:00:00' } })),
    ...overrides,
  };
  renderWithI18n(<CouponFromLink {...props} />);
  return props;
}

describe('couponIdOf', () => {
  it('reads ?couponId= when it can be a coupon id', () => {
    expect(couponIdOf('?couponId=DEMO-LOBBY-1&utm=x')).toBe('DEMO-LOBBY-1');
    expect(couponIdOf('?utm=x')).toBeNull();
    expect(couponIdOf('?couponId=<script>')).toBeNull();
    expect(couponIdOf(`?couponId=${'x'.repeat(65)}`)).toBeNull();
  });
});

describe('CouponFromLink', () => {
  it('asks a visitor to log in, without asking the server', async () => {
    const props = renderPanel({ isMember: false });
    expect(screen.getByText('This link carries a coupon for you.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to claim' }));
    expect(props.onLogin).toHaveBeenCalled();
    expect(props.fetchCoupon).not.toHaveBeenCalled();
  });

  it('shows a member the coupon and claims it once', async () => {
    const props = renderPanel();
    expect(await screen.findByText('¥50.00')).toBeInTheDocument();
    expect(screen.getByText('Valid until 2099-12-31 23:59:59')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim coupon' }));
    expect(props.claimCoupon).toHaveBeenCalledWith('DEMO-LOBBY-1');
    expect(await screen.findByText('Claimed: it is in your account now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim coupon' })).not.toBeInTheDocument();
  });

  it('says claimed, used or expired as the server answers, and not-found for a foreign coupon', async () => {
    renderPanel({ fetchCoupon: vi.fn(async () => ({ code: 200, message: 'success', payload: { ...LOBBY, status: 2 } })) });
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim coupon' })).not.toBeInTheDocument();
  });

  it('says when the coupon is not the member’s, and offers a retry when the lookup fails', async () => {
    const fetchCoupon = vi.fn(async () => ({ code: 0, message: 'network' }));
    renderPanel({ fetchCoupon });
    expect(await screen.findByText('The coupon could not be loaded.')).toBeInTheDocument();
    fetchCoupon.mockResolvedValueOnce({ code: 40004, message: 'the coupon does not exist' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This coupon does not exist or is not yours.')).toBeInTheDocument();
  });

  it('keeps the claim button after a failed claim, and says so', async () => {
    renderPanel({ claimCoupon: vi.fn(async () => ({ code: 0, message: 'network' })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be claimed');
    expect(screen.getByRole('button', { name: 'Claim coupon' })).toBeEnabled();
  });
});
