import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineBanner } from './offline-banner';

const setOffline = (offline: boolean) => {
  // The browser's navigator.onLine cannot be switched from a story, so shadow its getter.
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

const meta = {
  title: 'UI/OfflineBanner',
  component: OfflineBanner,
  beforeEach: () => () => {
    delete (window.navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  },
} satisfies Meta<typeof OfflineBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AppearsWhenOffline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    setOffline(true);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Network connection error, please check the network'),
    );
    setOffline(false);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Offline: Story = {
  beforeEach: () => setOffline(true),
};
