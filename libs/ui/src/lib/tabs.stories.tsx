import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const tools = [
  ['goods', 'Goods query'],
  ['words', 'Hot-word query'],
  ['pricing', 'Pricing calculation tool'],
] as const;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'goods' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Home tools">
        {tools.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tools.map(([value, label]) => (
        <TabsContent key={value} value={value}>
          {label} panel
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const KeyboardSwitching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Goods query' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Hot-word query' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Hot-word query panel');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pricing calculation tool panel');
  },
};
