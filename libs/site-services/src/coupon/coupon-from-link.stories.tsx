import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponFromLink } from './coupon-from-link';

const COUPON = { couponId: 'DEMO-LOBBY-1', name: 'Demo: 50 off the operation edition', planId: 10, amount: 5000, status: 0, endTime: '2099-12-31 23:59:59', claimed: false };

const meta = {
  title: 'Site services/Coupon from a link',
  component: CouponFromLink,
  args: {
    couponId: 'DEMO-LOBBY-1',
    isMember: true,
    onLogin: fn(),
    fetchCoupon: fn(async () => ({ code: 200, message: 'success', payload: COUPON })),
    claimCoupon: fn(async () => ({ code: 200, message: 'success', payload: { ...COUPON, claimed: true } })),
  },
} satisfies Meta<typeof CouponFromLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = { args: { isMember: false } };

export const Claimable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim coupon' }));
    await expect(await canvas.findByText('Claimed: it is in your account now.')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { fetchCoupon: fn(async () => ({ code: 200, message: 'success', payload: { ...COUPON, status: 2 } })) },
};

export const NotYours: Story = {
  args: { fetchCoupon: fn(async () => ({ code: 40004, message: 'the coupon does not exist' })) },
};
