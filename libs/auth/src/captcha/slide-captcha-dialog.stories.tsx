import { Button } from '@sealens/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { CaptchaPass } from './captcha-provider';
import { createFakeSlideCaptchaServer, type FakeSlideCaptchaServerOptions } from './fake-slide-captcha-server';
import { createSlideCaptchaApi } from './slide-captcha-api';
import { SlideCaptchaDialog, type SlideCaptchaDialogProps } from './slide-captcha-dialog';

// The dialog against the fake captcha server (same pictures and ±6 px rule as the reference server),
// so every story works without a backend. The gap is at x = 137 unless a story says otherwise.

/** The dialog's callbacks, plus how the fake server behaves (the story owns `open` and `api`). */
type Args = Pick<SlideCaptchaDialogProps, 'onPass' | 'onClose'> & { server: FakeSlideCaptchaServerOptions };

function Harness({ server, onPass, onClose }: Args) {
  const [api] = useState(() => createSlideCaptchaApi(createFakeSlideCaptchaServer(server).identity));
  const [open, setOpen] = useState(true);
  const [pass, setPass] = useState<CaptchaPass | null>(null);
  return (
    <div className="space-y-3">
      <Button onClick={() => setOpen(true)}>Verify</Button>
      <p className="text-sm text-ink-muted">{pass ? `Passed: ${pass.ticket}` : 'Not verified'}</p>
      <SlideCaptchaDialog
        open={open}
        api={api}
        onPass={(next) => {
          setPass(next);
          setOpen(false);
          onPass(next);
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Auth/SlideCaptchaDialog',
  component: Harness,
  args: { onPass: fn(), onClose: fn(), server: {} },
  argTypes: { server: { table: { disable: true } } },
  render: (args) => <Harness {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function readySlider(canvasElement: HTMLElement) {
  const body = bodyOf(canvasElement);
  const slider = await body.findByRole('slider', { name: 'Puzzle piece position' });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  return slider;
}

/** Ends open on a fresh challenge, so the a11y checks cover the dialog itself. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slider = await readySlider(canvasElement);
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuemax', '260');
    await expect(bodyOf(canvasElement).getByRole('dialog', { name: 'Security verification' })).toBeInTheDocument();
  },
};

export const SolvedWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await readySlider(canvasElement);
    // 137 = 13 × 10 + 7 × 1.
    for (let i = 0; i < 13; i++) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    for (let i = 0; i < 7; i++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPass).toHaveBeenCalledWith({ ticket: 'ticket-challenge-1', randstr: 'randstr-challenge-1' }));
    await expect(within(canvasElement).getByText('Passed: ticket-challenge-1')).toBeInTheDocument();
  },
};

export const WrongPosition: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = await readySlider(canvasElement);
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    await expect(await bodyOf(canvasElement).findByText('Verification failed, please try again')).toBeInTheDocument();
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await expect(args.onPass).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { server: { delayMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByRole('status', { name: 'Loading the puzzle' })).toBeInTheDocument();
  },
};

export const NetworkDown: Story = {
  args: { server: { offline: true } },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(await body.findByRole('alert')).toHaveTextContent('The puzzle could not be loaded');
    await expect(body.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const ClosedUnsolved: Story = {
  play: async ({ canvasElement, args }) => {
    await readySlider(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onPass).not.toHaveBeenCalled();
  },
};
