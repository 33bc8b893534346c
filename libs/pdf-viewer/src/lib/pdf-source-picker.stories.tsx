import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PdfSourcePicker } from './pdf-source-picker';

const meta = {
  title: 'PDF viewer/PdfSourcePicker',
  component: PdfSourcePicker,
  args: { onOpen: fn() },
} satisfies Meta<typeof PdfSourcePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No provider is configured: the picker says so instead of showing dead buttons. */
export const LocalOnly: Story = {};

export const InvalidLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Open a PDF from a link'), 'https://localhost/report{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid url');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const WithProviders: Story = {
  args: { providers: [{ id: 'cloud', label: 'Cloud storage', pick: async () => null }] },
};
