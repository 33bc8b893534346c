import { DIALOG_WIDTH, type RiskState } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RiskView } from '../flows/login-dialog-contract';
import { LoginDialog } from './login-dialog';
import { createStoryMachine, renderStoryDialog, storyMachine, withFakeCaptcha, type LoginDialogStoryArgs } from './testing/login-dialog-story';

const meta = {
  title: 'Auth/Login dialog/Risk',
  component: LoginDialog as unknown as (args: LoginDialogStoryArgs) => ReturnType<typeof LoginDialog>,
  tags: ['!autodocs'],
  decorators: [withFakeCaptcha],
  loaders: [createStoryMachine],
  render: renderStoryDialog,
  args: { setup: { view: { mode: 'risk', risk: { state: 'reset-low', account: '13900000004', proceed: true } } } },
} satisfies Meta<LoginDialogStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const risk = (state: RiskState, extra: Partial<RiskView> = {}): LoginDialogStoryArgs => ({
  setup: { view: { mode: 'risk', risk: { state, account: '13900000004', proceed: false, ...extra } } },
});

export const ResetLow: Story = {
  args: risk('reset-low', { code: 90001, proceed: true }),
  play: async (context) => {
    const body = page(context.canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Account security reminder' });
    await expect(dialog.style.maxWidth).toBe(`${DIALOG_WIDTH.risk}px`);
    await expect(body.getByRole('button', { name: 'Continue normal use' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  },
};

export const FreezeLow: Story = {
  args: risk('freeze-low', { code: 90002, riskEndTime: '2031-05-06 07:08:09' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Account frozen' })).toHaveTextContent('2031-05-06 07:08:09');
  },
};

export const FreezeMedium: Story = {
  args: risk('freeze-medium', { code: 90003, riskEndTime: '2031-06-01 00:00:00' }),
};

export const FreezeHigh: Story = {
  args: risk('freeze-high', { code: 90004 }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Add customer service' }));
    await expect(body.getByRole('link', { name: '400-886-5588' })).toBeVisible();
  },
};

export const RemoveLow: Story = {
  args: risk('remove-low', { code: 70002, proceed: true }),
};

export const RemoveHigh: Story = {
  args: risk('remove-high'),
  play: async (context) => {
    const body = page(context.canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Change password' }));
    await expect(storyMachine(context).callsOf('changePasswordFromRisk')).toHaveLength(1);
  },
};

export const AnomalousLow: Story = {
  args: risk('anomalous-low', { code: 70001, maskedPhone: '139****0012' }),
  play: async (context) => {
    const body = page(context.canvasElement);
    await expect(await body.findByRole('button', { name: 'Verify by WeChat scan' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Verify by SMS' }));
    await expect(storyMachine(context).callsOf('chooseRiskVerification')).toEqual([['sms']]);
    await expect(await body.findByRole('dialog', { name: 'Verify by SMS' })).toHaveTextContent('139****0012');
  },
};

export const AuthQr: Story = {
  args: risk('auth-qr'),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('img', { name: 'Identity verification QR code' })).toBeInTheDocument();
  },
};

export const AuthMessage: Story = {
  args: risk('auth-message', { maskedPhone: '139****0012' }),
  play: async (context) => {
    const body = page(context.canvasElement);
    await userEvent.type(await body.findByLabelText('Verification code'), '123456{Enter}');
    await expect(storyMachine(context).callsOf('submitRiskSms')).toEqual([[{ code: '123456' }]]);
  },
};
