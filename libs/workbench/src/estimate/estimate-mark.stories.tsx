import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EstimateMark } from './estimate-mark';

const meta = {
  title: 'Workbench/Estimate mark',
  component: EstimateMark,
  render: (args) => (
    <p className="p-12 text-sm tabular-nums">
      1,234
      <EstimateMark {...args} />
    </p>
  ),
} satisfies Meta<typeof EstimateMark>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithInterval: Story = {
  args: { range: ['1,180', '1,302'] },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link'));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Estimated: likely between 1,180 and 1,302.');
  },
};

export const WithoutInterval: Story = {};

/** A TikTok Shop figure holding a day of the last 3: the import may still revise it (issue 33). */
export const Revisable: Story = {
  args: { range: ['1,180', '1,302'], revisable: true },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link'));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent("The last 3 days' TikTok figures may be revised as later observations arrive.");
  },
};
