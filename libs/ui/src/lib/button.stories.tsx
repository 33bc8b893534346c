import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariants } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Sign in now', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: Object.keys(buttonVariants.variant) },
    size: { control: 'inline-radio', options: Object.keys(buttonVariants.size) },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Link: Story = { args: { variant: 'link', children: 'Plugin introduction' } };
export const GhostInverse: Story = {
  args: { variant: 'ghostInverse', children: 'Demo seller' },
  decorators: [(Story) => <div className="bg-brand-900 p-4"><Story /></div>],
};
export const Inverse: Story = {
  args: { variant: 'inverse' },
  decorators: [(Story) => <div className="bg-surface-inverse p-6"><Story /></div>],
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Logging in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#register">Register</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#register');
  },
};
