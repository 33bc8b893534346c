import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ToastProvider } from './toast';
import { createToastStore } from './toast-store';
import type { ToastStore } from './toast-store';

function ToastDemo({ store }: { store: ToastStore }) {
  return (
    <ToastProvider store={store}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => store.show({ kind: 'info', message: 'SMS sent, please check' })}>
          Info
        </Button>
        <Button variant="secondary" onClick={() => store.show({ kind: 'success', message: 'binding successful' })}>
          Success
        </Button>
        <Button
          variant="secondary"
          onClick={() => store.show({ kind: 'warning', message: 'visiting too frequently, try again later' })}
        >
          Warning
        </Button>
        <Button variant="secondary" onClick={() => store.show({ kind: 'error', message: 'backend exception' })}>
          Error
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            store.show({
              kind: 'warning',
              message: 'Your device time is off. Please synchronise date and time, then refresh.',
              persistent: true,
            })
          }
        >
          Persistent
        </Button>
      </div>
    </ToastProvider>
  );
}

/** Each story gets its own store so stories never leak toasts into each other. */
function Isolated() {
  const [store] = useState(createToastStore);
  return <ToastDemo store={store} />;
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  render: () => <Isolated />,
} satisfies Meta<typeof ToastProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

const toasts = (doc: Document) => doc.querySelectorAll('[data-sealens-toast]');

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await waitFor(() => expect(toasts(doc)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(toasts(doc)[0]).toHaveAttribute('data-sealens-toast', 'error'));
    await expect(toasts(doc)).toHaveLength(1);
    await expect(toasts(doc)[0]).toHaveTextContent('backend exception');
    await userEvent.click(within(toasts(doc)[0] as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toasts(doc)).toHaveLength(0));
  },
};

export const Persistent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Persistent' }));
    await waitFor(() => expect(toasts(canvasElement.ownerDocument)).toHaveLength(1));
  },
};
