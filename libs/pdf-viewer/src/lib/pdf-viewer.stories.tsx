import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakePdfEngine, DEMO_OUTLINE } from '../testing/fake-pdf-engine';
import { PdfViewer } from './pdf-viewer';

// Stories draw with the fake engine (no pdf.js, no network), each failure of spec §8 included.
const meta = {
  title: 'PDF viewer/PdfViewer',
  component: PdfViewer,
  args: {
    source: { kind: 'url', url: '/demo/report-1.pdf' },
    title: 'Demo report',
    height: '480px',
    loadEngine: createFakePdfEngine({ pageCount: 20, outline: DEMO_OUTLINE }).load,
  },
} satisfies Meta<typeof PdfViewer>;
export default meta;

type Story = StoryObj<typeof meta>;

const firstPageDrawn = (canvas: HTMLElement) => waitFor(() => expect(within(canvas).getByRole('group', { name: 'Page 1' })).toHaveAttribute('data-render', 'rendered'));

export const Loading: Story = {
  args: { loadEngine: createFakePdfEngine({ delayMs: -1 }).load },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pdf-loading')).toHaveTextContent('Loading PDF');
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await firstPageDrawn(canvasElement);
    await expect(within(canvasElement).getByTestId('pdf-page-count')).toHaveTextContent('of 20');
  },
};

export const ThumbnailsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstPageDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thumbnails' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'Page number' })).toHaveValue(3));
  },
};

export const OutlineOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Outline' }));
    await expect(canvas.getByRole('navigation', { name: 'Outline' })).toBeInTheDocument();
  },
};

export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstPageDrawn(canvasElement);
    const before = Number.parseInt(canvas.getByTestId('pdf-scale').textContent ?? '0', 10);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await expect(canvas.getByTestId('pdf-scale')).toHaveTextContent(`${before + 50}%`);
    await expect(zoomIn).toHaveFocus();
  },
};

export const FailedToRetrievePdf: Story = {
  args: { loadEngine: createFakePdfEngine({ failOpen: true }).load },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to retrieve PDF');
  },
};

export const FailedToRetrievePages: Story = {
  args: { loadEngine: createFakePdfEngine({ pageCount: 20, failPages: [2] }).load },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to retrieve pages');
  },
};

export const FailedToRenderPage: Story = {
  args: { loadEngine: createFakePdfEngine({ pageCount: 3, failRender: [1] }).load },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to render page 1');
  },
};
