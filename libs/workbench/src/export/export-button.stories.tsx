import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ExportButton } from './export-button';

const meta = {
  title: 'Workbench/Export button',
  component: ExportButton,
  args: { hrefFor: (format) => `data:text/csv,rank%2Ctitle%0A1%2Cexample#${format}`, exportsLeft: 3, exportsPerDay: 5, onExported: fn() },
} satisfies Meta<typeof ExportButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeLeft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 of 5 left today')).toBeVisible();
  },
};

export const NoneLeft: Story = {
  args: { exportsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const VisitorHasNone: Story = { args: { exportsLeft: 0, exportsPerDay: 0 } };
