import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './back-to-top';

const meta = {
  title: 'UI/BackToTop',
  component: BackToTop,
  args: { threshold: 200 },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="h-[300vh] bg-gradient-to-b from-surface to-surface-sunken p-6 text-ink">
      <p>Scroll down: the button appears after {args.threshold ?? 'one viewport'} px.</p>
      <BackToTop {...args} />
    </div>
  ),
  beforeEach: () => () => window.scrollTo(0, 0),
} satisfies Meta<typeof BackToTop>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AppearsAfterScrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    window.scrollTo(0, 800);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument());
  },
};
