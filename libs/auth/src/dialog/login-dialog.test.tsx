import { DIALOG_WIDTH, RISK_STATES } from '@sealens/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginDialogView } from '../flows/login-dialog-contract';
import { renderLoginDialog } from './testing/render-login-dialog';

const MAIN = { account: '13900000002', displayName: 'Owner Li', nickName: 'li' };
const LOGIN_VIEWS: LoginDialogView[] = [
  { mode: 'qrLogin' },
  { mode: 'accountLogin', tab: 'password' },
  { mode: 'accountSelect', mainAccount: MAIN, subAccounts: [] },
  { mode: 'passwordReset' },
  { mode: 'bindPhone', sceneId: 's1' },
  { mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' },
  { mode: 'authSuccess', secondsLeft: 3 },
  { mode: 'bindWxQr' },
  { mode: 'promote', variant: 'promoteRegister' },
  { mode: 'finishing' },
];

describe('LoginDialog', () => {
  it('is 550 wide in every login mode (spec §9)', () => {
    for (const view of LOGIN_VIEWS) {
      const { unmount } = renderLoginDialog({ view });
      expect(DIALOG_WIDTH.login).toBe(550);
      expect(screen.getByRole('dialog').style.maxWidth).toBe('550px');
      unmount();
    }
  });

  it('is 500 wide for every risk state (spec §9)', () => {
    for (const state of RISK_STATES) {
      const { unmount } = renderLoginDialog({ view: { mode: 'risk', risk: { state, account: '13900000006', proceed: false } } });
      expect(DIALOG_WIDTH.risk).toBe(500);
      expect(screen.getByRole('dialog').style.maxWidth).toBe('500px');
      unmount();
    }
  });

  it('names the dialog after its mode', () => {
    const titles: Array<[LoginDialogView, string]> = [
      [{ mode: 'qrLogin' }, 'WeChat scan login'],
      [{ mode: 'accountLogin', tab: 'sms' }, 'Account login'],
      [{ mode: 'passwordReset' }, 'Reset password'],
      [{ mode: 'bindPhone', sceneId: 's1' }, 'Bind phone number'],
      [{ mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' }, 'Identity authentication'],
      [{ mode: 'bindWxQr' }, 'Bind WeChat'],
      [{ mode: 'promote', variant: 'activityRegister' }, 'Register for the activity'],
      [{ mode: 'risk', risk: { state: 'freeze-low', account: 'a', proceed: false } }, 'Account frozen'],
    ];
    for (const [view, title] of titles) {
      const { unmount } = renderLoginDialog({ view });
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      unmount();
    }
  });

  it('moves between QR login and account login with the corner switch', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'qrLogin' } });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to account login' }));
    expect(machine.callsOf('showAccountLogin')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Account login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password login' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to QR login' }));
    expect(machine.callsOf('showQrLogin')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'WeChat scan login' })).toBeInTheDocument();
  });

  it('has no corner switch outside QR and account login', () => {
    renderLoginDialog({ view: { mode: 'passwordReset' } });
    expect(screen.queryByRole('button', { name: /^Switch to/ })).not.toBeInTheDocument();
  });

  it('switches account-login tabs through the machine', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS login / register' }));
    expect(machine.callsOf('showAccountLogin')).toEqual([['sms']]);
    expect(screen.getByRole('tab', { name: 'SMS login / register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
  });

  it('closes through the machine on Escape and on the close icon', async () => {
    const first = renderLoginDialog({ view: { mode: 'qrLogin' } });
    await userEvent.keyboard('{Escape}');
    expect(first.machine.callsOf('close')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const second = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(second.machine.callsOf('close')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the flow reaches mode closed', () => {
    const { machine } = renderLoginDialog({ view: { mode: 'finishing' } });
    expect(screen.getByRole('dialog', { name: 'Logging in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Logging in…');
    act(() => machine.setState({ view: { mode: 'closed' } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts focus on the first field when a form mode opens', async () => {
    const { machine } = renderLoginDialog({ view: { mode: 'accountLogin', tab: 'password' } });
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    act(() => machine.showPasswordReset());
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText('Phone number')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('shows the auth-success countdown of the flow', () => {
    const { machine } = renderLoginDialog({ view: { mode: 'authSuccess', secondsLeft: 3 } });
    expect(screen.getByRole('status')).toHaveTextContent('Authentication successful, the page will reload in 3 s');
    act(() => machine.setState({ view: { mode: 'authSuccess', secondsLeft: 2 } }));
    expect(screen.getByRole('status')).toHaveTextContent('the page will reload in 2 s');
  });
});
