import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MobileTopBar } from './mobile-top-bar';

const meta = {
  title: 'UI/MobileTopBar',
  component: MobileTopBar,
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  args: { trailing: <span className="px-2 text-xs text-brand-700">Log in</span> },
} satisfies Meta<typeof MobileTopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A tab-bar route: no back button. */
export const TabRoute: Story = {};
/** Any other route: the back button. */
export const WithBack: Story = { args: { onBack: fn() } };
