import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DEFAULT_PRICING_FORM, type PricingForm } from '../core/query';
import { DEMO_RATES, ID_SCHEDULE, MY_SCHEDULE } from '../testing/pricing-fixtures';
import { PricingCalculator } from './pricing-calculator';

function Stateful({ initial, failed = false, loading = false, compact = false }: { initial: Partial<PricingForm>; failed?: boolean; loading?: boolean; compact?: boolean }) {
  const [form, setForm] = useState<PricingForm>({ ...DEFAULT_PRICING_FORM, ...initial });
  const schedule = form.site === 'ID' ? ID_SCHEDULE : MY_SCHEDULE;
  return (
    <PricingCalculator
      form={form}
      onFormChange={setForm}
      schedule={failed ? null : schedule}
      rates={failed ? null : DEMO_RATES}
      loading={loading}
      failed={failed}
      onRetry={() => undefined}
      locale="en"
      shareHref="/pricing?site=MY"
      compact={compact}
    />
  );
}

const meta = {
  title: 'Pricing/Calculator',
  component: Stateful,
  args: { initial: {} },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TwoSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Purchase cost per item'), '20');
    await userEvent.type(canvas.getByLabelText('Weight'), '400');
    await expect(canvas.getByTestId('pricing-headline')).toHaveTextContent('MYR');
  },
};

export const ProfitOfMyPrice: Story = { args: { initial: { cost: '20', weightGrams: '400', mode: 'price', price: '39.90', programmes: ['freeShipping'] } } };
export const Rupiah: Story = { args: { initial: { site: 'ID', cost: '20', weightGrams: '400' } } };
export const Mobile: Story = { args: { initial: { cost: '20', weightGrams: '400' }, compact: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const Loading: Story = { args: { initial: { cost: '20', weightGrams: '400' }, loading: true } };
export const LoadFailed: Story = { args: { initial: { cost: '20', weightGrams: '400' }, failed: true } };
export const Unreachable: Story = { args: { initial: { cost: '20', weightGrams: '400', targetMargin: '95' } } };
