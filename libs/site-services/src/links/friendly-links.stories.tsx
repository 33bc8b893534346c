import type { Meta, StoryObj } from '@storybook/react-vite';
import { FriendlyLinks } from './friendly-links';

const meta = {
  title: 'Site services/Friendly links',
  component: FriendlyLinks,
  args: {
    links: [
      { name: 'Demo link: Shopee Seller Centre', url: 'https://seller.shopee.example', sort: 1 },
      { name: 'Demo link: SeaLens college', url: 'https://college.sealens.example', sort: 2 },
    ],
    linkClassName: 'text-sm text-ink-muted underline',
  },
} satisfies Meta<typeof FriendlyLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Links: Story = {};
/** An empty list renders nothing at all. */
export const None: Story = { args: { links: [] } };
