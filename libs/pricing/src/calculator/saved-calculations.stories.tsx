import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SavedCalculation } from '../api/pricing-api';
import { calculateForward } from '../core/calculate';
import { DEMO_SAVED, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { SavedCalculations } from './saved-calculations';

const result = calculateForward(
  { schedule: MY_SCHEDULE, ratePpm: 600_000n },
  { categoryId: 99997, sellerType: 'crossBorder', costFen: 2000n, weightGrams: 400, firstMileFenPerKg: 0n, discountBp: 0, adsBp: 0, returnBp: 0, programmes: [] },
  4000n,
);

const meta = {
  title: 'Pricing/Saved calculations',
  component: SavedCalculations,
  args: {
    api: {
      list: async () => DEMO_SAVED,
      save: async (c) => ({ ...c, id: '9', createTime: '2026-07-01 12:00:00' }) as SavedCalculation,
      remove: async () => undefined,
      recompute: async () => result,
    },
    isMember: true,
    onLogin: fn(),
    current: { site: 'MY', scheduleId: 'MY-2026-01-01', rateDay: '2026-06-30', query: 'site=MY&cost=20&w=400' },
    calculatorPath: '/pricing',
    locale: 'en',
  },
} satisfies Meta<typeof SavedCalculations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Visitor: Story = { args: { isMember: false } };
export const NothingSaved: Story = { args: { api: { ...meta.args.api, list: async () => [] } } };
export const ListFailed: Story = { args: { api: { ...meta.args.api, list: async () => Promise.reject(new Error('offline')) } } };
