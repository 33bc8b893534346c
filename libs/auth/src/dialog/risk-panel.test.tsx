import type { RiskState } from '@sealens/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RiskView } from '../flows/login-dialog-contract';
import { renderLoginDialog } from './testing/render-login-dialog';

const riskView = (state: RiskState, extra: Partial<RiskView> = {}) =>
  ({ view: { mode: 'risk', risk: { state, account: '13900000004', proceed: false, ...extra } } }) as const;

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== '');

describe('risk dialogs (spec §4 risk states)', () => {
  it('reset-low advises a password change and allows normal use', async () => {
    const { machine } = renderLoginDialog(riskView('reset-low', { code: 90001, proceed: true }));
    expect(screen.getByRole('dialog', { name: 'Account security reminder' })).toHaveTextContent(/remote location/);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(machine.callsOf('changePasswordFromRisk')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it("reset-low 'Continue normal use' acknowledges and closes", async () => {
    const { machine } = renderLoginDialog(riskView('reset-low', { proceed: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue normal use' }));
    expect(machine.callsOf('acknowledgeRisk')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['freeze-low', 'freeze-medium'] as const)('%s says until when the account is frozen', async (state) => {
    const { machine } = renderLoginDialog(riskView(state, { riskEndTime: '2031-05-06 07:08:09' }));
    expect(screen.getByRole('dialog', { name: 'Account frozen' })).toHaveTextContent('frozen until 2031-05-06 07:08:09');
    expect(buttonNames()).toEqual(['I understand']);
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(machine.callsOf('acknowledgeRisk')).toHaveLength(1);
  });

  it('freeze-high points to customer service and shows the contact on request', async () => {
    const { machine } = renderLoginDialog(riskView('freeze-high'));
    expect(screen.getByRole('dialog')).toHaveTextContent('until customer service verifies your identity');
    const add = screen.getByRole('button', { name: 'Add customer service' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '400-886-5588' })).not.toBeInTheDocument();
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '400-886-5588' })).toHaveAttribute('href', 'tel:400-886-5588');
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(machine.callsOf('acknowledgeRisk')).toHaveLength(1);
  });

  it('remove-low offers a password change or to continue', async () => {
    const { machine } = renderLoginDialog(riskView('remove-low', { code: 70002, proceed: true }));
    expect(buttonNames()).toEqual(['Change password', 'Continue']);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(machine.callsOf('acknowledgeRisk')).toHaveLength(1);
  });

  it('remove-high only lets the user change the password', async () => {
    const { machine } = renderLoginDialog(riskView('remove-high'));
    expect(buttonNames()).toEqual(['Change password']);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(machine.callsOf('changePasswordFromRisk')).toHaveLength(1);
  });

  it('anomalous-low chooses WeChat scan or SMS verification', async () => {
    const scan = renderLoginDialog(riskView('anomalous-low', { code: 70001 }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify by WeChat scan' }));
    expect(scan.machine.callsOf('chooseRiskVerification')).toEqual([['scan']]);
    expect(screen.getByRole('dialog', { name: 'Verify by WeChat scan' })).toBeInTheDocument();
    // The QR code's module is imported on first use: on a loaded machine that took over the 5 s default wait.
    expect(await screen.findByRole('img', { name: 'Identity verification QR code' }, { timeout: 20_000 })).toBeInTheDocument();
    scan.unmount();

    const sms = renderLoginDialog(riskView('anomalous-low', { code: 70001, maskedPhone: '139****0012' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify by SMS' }));
    expect(sms.machine.callsOf('chooseRiskVerification')).toEqual([['sms']]);
    expect(screen.getByRole('dialog', { name: 'Verify by SMS' })).toHaveTextContent('139****0012');
  }, 30_000);

  it('auth-message requires the 6-digit code and submits it', async () => {
    const { machine } = renderLoginDialog(riskView('auth-message', { maskedPhone: '139****0012' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter verification code')).toBeInTheDocument();
    expect(machine.callsOf('submitRiskSms')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Verification code'), '24680{Enter}');
    expect(screen.getByText('SMS verification code is 6 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '2{Enter}');
    expect(machine.callsOf('submitRiskSms')).toEqual([[{ code: '246802' }]]);
  });

  it('auth-message masks the account when the server sent no masked phone', async () => {
    const { machine } = renderLoginDialog(riskView('auth-message', { account: '13912345678' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('139****5678');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: '60 seconds until retry' });
    expect(machine.smsSends[0]).toMatchObject({ mobile: '13912345678', purpose: 'riskVerify' });
    act(() => machine.close());
  });
});
