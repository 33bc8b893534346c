import type { Meta, StoryObj } from '@storybook/react-vite';
import { calculateForward } from '../core/calculate';
import { DEMO_SAVED, ID_SCHEDULE, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { ComparisonTable } from './comparison-table';

const item = { categoryId: 99997, sellerType: 'crossBorder' as const, costFen: 2000n, weightGrams: 400, firstMileFenPerKg: 0n, discountBp: 0, adsBp: 0, returnBp: 0, programmes: [] };
const results = {
  '1': calculateForward({ schedule: MY_SCHEDULE, ratePpm: 600_000n }, item, 4000n),
  '2': calculateForward({ schedule: ID_SCHEDULE, ratePpm: 2_300_000_000n }, item, 100_000n),
};

const meta = {
  title: 'Pricing/Comparison table',
  component: ComparisonTable,
  args: { calculations: DEMO_SAVED, recompute: async (c) => results[c.id as '1' | '2'], locale: 'en' },
} satisfies Meta<typeof ComparisonTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSites: Story = {};
export const OneFailed: Story = { args: { recompute: async (c) => (c.id === '1' ? results['1'] : Promise.reject(new Error('offline'))) } };
