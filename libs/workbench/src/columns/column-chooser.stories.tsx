import { PRODUCT_COLUMNS, type ProductColumn } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { ColumnChooser } from './column-chooser';

const meta = {
  title: 'Workbench/Column chooser',
  component: ColumnChooser<ProductColumn>,
  args: { columns: PRODUCT_COLUMNS, value: ['rank', 'product', 'price', 'units', 'gmv', 'growth', 'trend'], onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<readonly ProductColumn[]>(args.value);
    return (
      <ColumnChooser
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ColumnChooser<ProductColumn>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SomeHidden: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Columns/ }));
    await expect(await screen.findByRole('checkbox', { name: 'Rank' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Likes' }));
    await expect(screen.getByRole('checkbox', { name: 'Likes' })).toBeChecked();
  },
};
