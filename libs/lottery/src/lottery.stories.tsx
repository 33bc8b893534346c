import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DeliveryForm } from './delivery-form';
import { fetchLotteryRecords, receiveLotteryPrize } from './lottery-api';
import { PrizeBoard } from './prize-board';
import { fakeLottery } from './testing/fake-lottery-api';
import { WinningRecords } from './winning-records';

const meta: Meta = { title: 'lottery/Lottery' };
export default meta;

const prizes = [
  { prizeId: 'p1', name: '1-day operations edition', stock: 50 },
  { prizeId: 'p2', name: '7-day starter edition' },
  { prizeId: 'p3', name: 'Seller handbook (shipped)', stock: 20, shipped: true },
  { prizeId: 'p4', name: 'Thank you', noWin: true },
];

export const Board: StoryObj = { render: () => <PrizeBoard prizes={prizes} highlighted={2} /> };

export const Delivery: StoryObj = {
  render: () => <DeliveryForm onSubmit={() => new Promise((resolve) => setTimeout(resolve, 300))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the delivery address' }));
    await expect(canvas.getByText('Please enter phone number')).toBeVisible();
  },
};

export const DeliveryFailing: StoryObj = {
  render: () => <DeliveryForm initial={{ name: 'Li Lei', phone: '13812345678', address: 'Room 1, 2 Demo Road' }} onSubmit={() => Promise.reject(new Error('offline'))} />,
};

export const Records: StoryObj = {
  render: () => {
    const lottery = fakeLottery({
      delayMs: 300,
      records: [
        { recordId: 1, prize: prizes[0] ?? { prizeId: 'p1', name: '' }, createTime: '2026-11-01 10:00:00', received: false },
        { recordId: 2, prize: prizes[2] ?? { prizeId: 'p3', name: '' }, createTime: '2026-11-02 11:00:00', received: false },
      ],
    });
    return <WinningRecords load={() => fetchLotteryRecords(lottery.api(), 'demo')} receive={(id, d) => receiveLotteryPrize(lottery.api(), id, d)} />;
  },
};
