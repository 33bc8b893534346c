import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AmountField } from './amount-field';

const meta = {
  title: 'Pricing/Amount field',
  component: AmountField,
  args: { id: 'cost', label: 'Purchase cost per item', value: '20', unit: 'CNY', onChange: fn() },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const WithError: Story = { args: { value: '12..5', error: 'number' } };
export const WithHint: Story = { args: { hint: 'Per item, before first-mile freight' } };
