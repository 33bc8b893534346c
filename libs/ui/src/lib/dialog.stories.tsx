import { BACKFILL_DIALOG_LAYER, DIALOG_WIDTH } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: DialogContent,
  args: {
    title: 'Log in',
    description: 'Use your phone number and password.',
    width: DIALOG_WIDTH.login,
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <p className="text-sm">Dialog body. Tab cycles inside; Escape closes.</p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Log in' });
    await expect(dialog).toHaveAccessibleDescription('Use your phone number and password.');
    await expect(dialog.style.maxWidth).toBe(`${DIALOG_WIDTH.login}px`);
    await expect(body.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Ends open, so the a11y checks after the play function cover the dialog itself. */
export const WithoutDescription: Story = {
  args: { title: 'Data backfill', description: undefined, width: DIALOG_WIDTH.backfillSuccess, zIndex: BACKFILL_DIALOG_LAYER },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Data backfill' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(getComputedStyle(dialog).zIndex).toBe(String(BACKFILL_DIALOG_LAYER));
  },
};
