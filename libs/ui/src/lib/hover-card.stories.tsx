import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buttonClassName } from './button';
import { HoverCard, HoverCardContent, HoverCardTrigger } from './hover-card';

const meta = {
  title: 'UI/HoverCard',
  component: HoverCardContent,
  render: (args) => (
    <HoverCard openDelay={100}>
      <HoverCardTrigger href="#login" className={buttonClassName('primary', 'sm')}>
        Register | Log in
      </HoverCardTrigger>
      <HoverCardContent align="start" {...args}>
        <p className="font-semibold">Members get more</p>
        <ul className="mt-2 list-disc pl-5 text-ink-muted">
          <li>Free membership for new users</li>
          <li>Multi-dimension rankings</li>
        </ul>
      </HoverCardContent>
    </HoverCard>
  ),
} satisfies Meta<typeof HoverCardContent>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'Register | Log in' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Free membership for new users'),
    ).toBeVisible();
  },
};
