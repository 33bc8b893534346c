import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeBanners } from './theme-banners';

const meta = {
  title: 'Site services/Theme banners',
  component: ThemeBanners,
  args: {
    theme: {
      name: 'default',
      accent: '#ee4d2d',
      banners: [
        { id: 'banner-1', imgUrl: '/demo/banner-1.png', link: '/pricing', title: 'Demo campaign: the pricing calculator is free for every seller' },
        { id: 'banner-2', imgUrl: '/demo/banner-2.png', link: null, title: 'Demo campaign: a picture without a link' },
      ],
    },
    renderLink: ({ to, className, style, children }) => (
      <a href={to} className={className} style={style}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof ThemeBanners>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Campaign: Story = {};
