import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { I18nProvider } from '@lingui/react';
import { Button } from '@sealens/ui';
import { storyI18n } from '../testing/story-locale';
import { BackfillDialog } from './backfill-dialog';
import { openBackfillDialog } from './open-backfill-dialog';

const meta = {
  title: 'Market/Backfill dialog',
  component: BackfillDialog,
  args: { kind: 'good', id: '23456789012', open: true, onOpenChange: fn(), apply: fn(async () => ({ code: 200 })) },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Show dialog</Button>
        <BackfillDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof BackfillDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Phase 1 for a product, 620 px wide on layer 1070. */
export const ProductNotFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'The product you searched is not yet included in our data (ID: 23456789012)',
    });
    await expect(dialog.style.maxWidth).toBe('620px');
    await expect(dialog.style.zIndex).toBe('1070');
  },
};

/** Phase 1 for a shop. */
export const ShopNotFound: Story = {
  args: { kind: 'mall', id: '881234' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Not every shop meets the conditions for inclusion.');
  },
};

/** Phase 2 for a product, 500 px wide. */
export const ProductSubmitted: Story = {
  args: { initialPhase: 'submitted' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Application submitted successfully' });
    await expect(dialog.style.maxWidth).toBe('500px');
    // No message promised to someone who cannot receive it (the default).
    await expect(dialog).toHaveTextContent("this product's data first. Search for it again in a few days.");
  },
};

/** Phase 2 for a shop, to a member who gets the official account's messages. */
export const ShopSubmitted: Story = {
  args: { kind: 'mall', initialPhase: 'submitted', canBeNotified: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Application submitted successfully' });
    await expect(dialog).toHaveTextContent("this shop's data first and notify you through an official-account message");
  },
};

/** Apply with an answer of code 200: phase 1 becomes phase 2. */
export const ApplySucceeds: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Apply for data backfill' }));
    await expect(await body.findByRole('dialog', { name: 'Application submitted successfully' })).toBeVisible();
    await expect(args.apply).toHaveBeenCalledTimes(1);
  },
};

/** Apply with any other code: nothing changes and nothing is said (spec §8). */
export const ApplyRefusedSilently: Story = {
  args: { apply: fn(async () => ({ code: 500 })) },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Apply for data backfill' }));
    await waitFor(() => expect(args.apply).toHaveBeenCalled());
    await waitFor(() => expect(body.getByRole('button', { name: 'Apply for data backfill' })).toBeEnabled());
    await expect(body.getByTestId('backfill-dialog')).toHaveAttribute('data-phase', 'not-found');
  },
};

/** Several instances at once, each in a root of its own (spec §2). */
export const SeveralInstances: Story = {
  render: () => (
    <Button
      onClick={() => {
        openBackfillDialog({ kind: 'good', id: '1001', apply: async () => ({ code: 200 }) });
        openBackfillDialog({ kind: 'mall', id: '2002', apply: async () => ({ code: 200 }) });
      }}
    >
      Open two dialogs
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // The top dialog's Cancel, once its layer takes the pointer (after its effects have run).
    const cancelOnTop = async () => {
      await waitFor(() => expect(getComputedStyle(within(doc.body).getByRole('button', { name: 'Cancel' })).pointerEvents).not.toBe('none'));
      await userEvent.click(within(doc.body).getByRole('button', { name: 'Cancel' }));
    };
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open two dialogs' }));
    // Both panels drawn (each root renders when the dialog's code is there): the newest is on top.
    await waitFor(() => expect(doc.querySelectorAll('[data-testid="backfill-dialog"]')).toHaveLength(2));
    await cancelOnTop();
    await waitFor(() => expect(doc.querySelectorAll('[data-backfill-host]')).toHaveLength(1));
    await cancelOnTop();
    await waitFor(() => expect(doc.querySelectorAll('[data-backfill-host]')).toHaveLength(0));
  },
};

/** Phase 1 in Vietnamese: a long text in the 620 px panel. */
export const ProductNotFoundVietnamese: Story = {
  loaders: [async () => ({ i18n: await storyI18n('vi') })],
  render: (args, { loaded }) => (
    <I18nProvider i18n={loaded['i18n']}>
      <BackfillDialog {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Sản phẩm bạn tìm chưa có trong dữ liệu của chúng tôi (ID: 23456789012)');
  },
};

/** Phase 2 for a shop in Thai. */
export const ShopSubmittedThai: Story = {
  args: { kind: 'mall', initialPhase: 'submitted' },
  loaders: [async () => ({ i18n: await storyI18n('th') })],
  render: (args, { loaded }) => (
    <I18nProvider i18n={loaded['i18n']}>
      <BackfillDialog {...args} />
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'ส่งคำขอสำเร็จแล้ว' });
    await expect(dialog.style.maxWidth).toBe('500px');
  },
};
