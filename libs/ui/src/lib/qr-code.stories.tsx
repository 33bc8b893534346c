import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: 'https://sealens.example/m', label: 'Mini program QR code', size: 112 },
} satisfies Meta<typeof QrCode>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mini program QR code' })).toBeInTheDocument();
  },
};

export const WithCaption: Story = {
  args: { size: 96, className: 'rounded', caption: 'Mini program', captionClassName: 'mt-2 text-center text-xs text-ink-muted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure')).toHaveTextContent('Mini program');
  },
};
