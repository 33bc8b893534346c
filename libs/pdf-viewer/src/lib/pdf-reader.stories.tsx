import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createFakePdfEngine } from '../testing/fake-pdf-engine';
import { PdfReader } from './pdf-reader';

const meta = {
  title: 'PDF viewer/PdfReader',
  component: PdfReader,
  args: {
    initial: { source: { kind: 'url', url: '/demo/report-2.pdf' }, title: 'Demo report 2' },
    height: '420px',
    loadEngine: createFakePdfEngine({ pageCount: 4 }).load,
  },
} satisfies Meta<typeof PdfReader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithReport: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Demo report 2' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { initial: undefined } };
