import type { Meta, StoryObj } from '@storybook/react-vite';
import { calculateForward } from '../core/calculate';
import { ID_SCHEDULE, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { ResultBreakdown } from './result-breakdown';

const item = { categoryId: 99997, sellerType: 'crossBorder' as const, costFen: 2000n, weightGrams: 400, firstMileFenPerKg: 3000n, discountBp: 500, adsBp: 300, returnBp: 200, programmes: ['freeShipping'] };

const meta = {
  title: 'Pricing/Result breakdown',
  component: ResultBreakdown,
  args: { result: calculateForward({ schedule: MY_SCHEDULE, ratePpm: 600_000n }, item, 4000n), locale: 'en', caption: 'Breakdown' },
} satisfies Meta<typeof ResultBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ringgit: Story = {};
export const RupiahInIndonesian: Story = {
  args: { result: calculateForward({ schedule: ID_SCHEDULE, ratePpm: 2_300_000_000n }, item, 100_000n), locale: 'id' },
};
