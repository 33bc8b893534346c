import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareButton } from './share-button';

const meta = {
  title: 'Site services/Share button',
  component: ShareButton,
  args: {
    page: () => ({ title: 'SeaLens', desc: 'Market data for cross-border sellers', link: window.location.href, imgUrl: '' }),
  },
} satisfies Meta<typeof ShareButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Outside WeChat: the share sheet or a copied link. */
export const Share: Story = {};
