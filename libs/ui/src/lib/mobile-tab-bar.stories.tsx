import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MobileTabBar } from './mobile-tab-bar';

const meta = {
  title: 'UI/MobileTabBar',
  component: MobileTabBar,
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof MobileTabBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** As the desktop site's mobile promotion pages show it: plain links to the mobile site. */
export const PlainLinks: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
  },
};
