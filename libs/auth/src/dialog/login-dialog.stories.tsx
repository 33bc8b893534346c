import { DIALOG_WIDTH } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog } from './login-dialog';
import { createStoryMachine, renderStoryDialog, storyMachine, withFakeCaptcha, type LoginDialogStoryArgs } from './testing/login-dialog-story';

const meta = {
  title: 'Auth/Login dialog',
  component: LoginDialog as unknown as (args: LoginDialogStoryArgs) => ReturnType<typeof LoginDialog>,
  // Every story is a modal dialog: a docs page would stack them all on one page.
  tags: ['!autodocs'],
  decorators: [withFakeCaptcha],
  loaders: [createStoryMachine],
  render: renderStoryDialog,
  args: { setup: { view: { mode: 'qrLogin' } } },
} satisfies Meta<LoginDialogStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const MAIN_ACCOUNT = { account: '13900000002', displayName: 'Li Wei', nickName: 'Sea shop owner' };
const SUB_ACCOUNTS = [
  { account: '13900000002-01', displayName: 'Operations', nickName: 'Zhang Min' },
  { account: '13900000002-02', nickName: 'Customer care' },
];

export const QrLoading: Story = {
  args: { setup: { view: { mode: 'qrLogin' }, qr: 'loading' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'WeChat scan login' });
    await expect(dialog.style.maxWidth).toBe(`${DIALOG_WIDTH.login}px`);
    await expect(body.getByRole('status', { name: 'Loading QR code' })).toBeInTheDocument();
  },
};

export const QrShowing: Story = {
  args: { setup: { view: { mode: 'qrLogin' }, qr: 'showing' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('img', { name: 'WeChat login QR code' })).toBeInTheDocument();
    await expect(body.getByText('Scan with WeChat to log in')).toBeInTheDocument();
  },
};

/** Local mode: the development scan page is linked under the code (production never shows it). */
export const QrLocalScanPage: Story = {
  args: { setup: { view: { mode: 'qrLogin' }, qr: 'localScanPage' } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('link', { name: 'Open the scan page (local mode)' })).toHaveAttribute('target', '_blank');
  },
};

export const QrExpired: Story = {
  args: { setup: { view: { mode: 'qrLogin' }, qr: 'expired' } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'QR expired, click to refresh' })).toBeInTheDocument();
  },
};

export const QrFailed: Story = {
  args: { setup: { view: { mode: 'qrLogin' }, qr: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: /click to retry/ })).toBeInTheDocument();
  },
};

/** The corner switch moves to account login and back. */
export const CornerSwitch: Story = {
  args: { setup: { view: { mode: 'qrLogin' } } },
  play: async (context) => {
    const body = page(context.canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Switch to account login' }));
    await expect(await body.findByRole('dialog', { name: 'Account login' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Switch to QR login' }));
    await expect(await body.findByRole('dialog', { name: 'WeChat scan login' })).toBeInTheDocument();
    await expect(storyMachine(context).callsOf('showQrLogin')).toHaveLength(1);
  },
};

export const PasswordTab: Story = {
  args: { setup: { view: { mode: 'accountLogin', tab: 'password' } } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByLabelText('Phone number')).toHaveFocus());
    await expect(body.getByRole('tab', { name: 'Password login' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const PasswordValidation: Story = {
  args: { setup: { view: { mode: 'accountLogin', tab: 'password' } } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByLabelText('Phone number'), '2390000');
    await userEvent.type(body.getByLabelText('Password'), 'short');
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await expect(body.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a correct mobile number');
    await expect(body.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password should be 6-16 letters and digits combined, case sensitive',
    );
  },
};

/** A failed submit: the message is above the button and every typed value is kept. */
export const ErrorShown: Story = {
  args: {
    setup: { view: { mode: 'accountLogin', tab: 'password' }, failSubmitWith: { code: 10001, message: 'wrong password' } },
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByLabelText('Phone number'), '13900000001');
    await userEvent.type(body.getByLabelText('Password'), 'wrong1234{Enter}');
    await expect(await body.findByText('Wrong account or password')).toBeInTheDocument();
    await expect(body.getByLabelText('Phone number')).toHaveValue('13900000001');
    await expect(body.getByLabelText('Password')).toHaveValue('wrong1234');
  },
};

export const SmsTab: Story = {
  args: { setup: { view: { mode: 'accountLogin', tab: 'sms' }, phoneRegistered: true } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('button', { name: 'Get code' })).toBeInTheDocument();
    await expect(body.queryByLabelText('Set a password')).not.toBeInTheDocument();
  },
};

/** An unregistered phone: the SMS tab also sets a password. The code button is counting down. */
export const SmsTabNewPhone: Story = {
  args: { setup: { view: { mode: 'accountLogin', tab: 'sms' }, phoneRegistered: false } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByLabelText('Set a password')).toBeInTheDocument();
    await userEvent.type(body.getByLabelText('Phone number'), '13900000099');
    await userEvent.click(body.getByRole('button', { name: 'Get code' }));
    await expect(await body.findByRole('button', { name: /seconds until retry/ })).toBeDisabled();
  },
};

export const AccountSelect: Story = {
  args: { setup: { view: { mode: 'accountSelect', mainAccount: MAIN_ACCOUNT, subAccounts: SUB_ACCOUNTS } } },
  play: async (context) => {
    const body = page(context.canvasElement);
    await userEvent.click(await body.findByRole('radio', { name: /Operations/ }));
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await expect(storyMachine(context).callsOf('chooseAccount')).toEqual([[SUB_ACCOUNTS[0]]]);
  },
};

export const PasswordReset: Story = {
  args: { setup: { view: { mode: 'passwordReset' } } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByLabelText('New password'), 'fresh1234');
    await userEvent.type(body.getByLabelText('Confirm new password'), 'fresh4321');
    await userEvent.tab();
    await expect(body.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  },
};

export const BindPhone: Story = {
  args: { setup: { view: { mode: 'bindPhone', sceneId: 'demo-scene-0001' } } },
};

export const IdentityAuth: Story = {
  args: { setup: { view: { mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' } } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('139****0003')).toBeInTheDocument();
  },
};

export const AuthSuccess: Story = {
  args: { setup: { view: { mode: 'authSuccess', secondsLeft: 3 } } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('the page will reload in 3 s');
  },
};

export const BindWeChatQr: Story = {
  args: { setup: { view: { mode: 'bindWxQr' } } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('img', { name: 'WeChat binding QR code' })).toBeInTheDocument();
  },
};

export const PromoteRegister: Story = {
  args: { setup: { view: { mode: 'promote', variant: 'promoteRegister' } } },
};

export const PromoteRegisterBind: Story = {
  args: { setup: { view: { mode: 'promote', variant: 'promoteRegisterBind' } } },
};

export const FastPromoteRegister: Story = {
  args: { setup: { view: { mode: 'promote', variant: 'fastPromoteRegister' } } },
};

export const ActivityRegister: Story = {
  args: { setup: { view: { mode: 'promote', variant: 'activityRegister' } } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Register for the activity' })).toHaveTextContent(/lottery chance/);
  },
};

export const Finishing: Story = {
  args: { setup: { view: { mode: 'finishing' } } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Logging in…');
  },
};
