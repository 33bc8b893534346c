import type { Messages } from '@lingui/core';
import { DIALOG_WIDTH } from '@sealens/domain';
import { Button } from '@sealens/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgreementDialog } from './agreement-dialog';
import { loadAgreementMessages } from './agreement-messages';
import { WithoutAgreementCatalog } from './agreement-story-i18n';

// The dialog loads the agreements catalog itself (the preview only has the main one): these
// stories go through the same lazily loaded, compiled chunk as the sites.
const meta = {
  title: 'Auth/Agreement dialog',
  component: AgreementDialog,
  args: { kind: 'service', open: true, onOpenChange: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['service', 'privacy'] } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show agreement
        </Button>
        <AgreementDialog
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
} satisfies Meta<typeof AgreementDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ends open, so the a11y checks after the play function cover the full text. */
export const ServiceAgreement: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Service Agreement' });
    await expect(dialog.style.maxWidth).toBe(`${DIALOG_WIDTH.agreement}px`);
    await within(dialog).findByRole('heading', { name: '4. Fees and no refunds' });
    await expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(11);
    await expect(within(dialog).getByRole('region', { name: 'Service Agreement' })).toHaveAttribute('tabindex', '0');
  },
};

export const PrivacyAgreement: Story = {
  args: { kind: 'privacy' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Privacy Agreement' });
    await within(dialog).findByRole('heading', { name: '5. Storage location and retention' });
    await expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(10);
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('heading', { name: '1. Scope of the Services' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The texts never arrive: the spinner stays. */
export const Loading: Story = {
  args: { loadMessages: () => new Promise<Messages>(() => undefined) },
  decorators: [(Story) => <WithoutAgreementCatalog>{Story()}</WithoutAgreementCatalog>],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Service Agreement' });
    await expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** Every first load of a mount fails (offline); "Try again" loads the real catalog. */
export const LoadFailedThenRetried: Story = {
  args: (() => {
    let calls = 0;
    return {
      kind: 'privacy' as const,
      loadMessages: (locale: string) => (calls++ % 2 === 0 ? Promise.reject(new Error('offline')) : loadAgreementMessages(locale)),
    };
  })(),
  decorators: [(Story) => <WithoutAgreementCatalog>{Story()}</WithoutAgreementCatalog>],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('The agreement could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await body.findByRole('heading', { name: '1. Information we collect' });
  },
};
