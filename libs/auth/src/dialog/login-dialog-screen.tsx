// The body of the login dialog for the current mode of the flow.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { AccountLoginPanel } from './account-login-panel';
import { AccountSelectPanel } from './account-select-panel';
import { AuthSuccessPanel } from './auth-success-panel';
import { BindPhoneForm } from './bind-phone-form';
import { BindWxQrPanel } from './bind-wx-qr-panel';
import { FinishingPanel } from './finishing-panel';
import { IdentityAuthForm } from './identity-auth-form';
import { PasswordResetForm } from './password-reset-form';
import { PromoteRegisterForm } from './promote-register-form';
import { QrLoginPanel } from './qr-login-panel';
import { RiskPanel } from './risk-panel';

export interface LoginDialogScreenProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
}

export function LoginDialogScreen({ machine, state }: LoginDialogScreenProps) {
  const { t } = useLingui();
  const { view } = state;
  switch (view.mode) {
    case 'qrLogin':
      return <QrLoginPanel qr={machine.qr} label={t`WeChat login QR code`} caption={<Trans>Scan with WeChat to log in</Trans>} />;
    case 'accountLogin':
      return <AccountLoginPanel machine={machine} state={state} tab={view.tab} />;
    case 'accountSelect':
      return <AccountSelectPanel machine={machine} state={state} mainAccount={view.mainAccount} subAccounts={view.subAccounts} />;
    case 'passwordReset':
      return <PasswordResetForm machine={machine} state={state} />;
    case 'bindPhone':
      return <BindPhoneForm machine={machine} state={state} />;
    case 'identityAuth':
      return <IdentityAuthForm machine={machine} state={state} account={view.account} maskedPhone={view.maskedPhone} />;
    case 'authSuccess':
      return <AuthSuccessPanel secondsLeft={view.secondsLeft} />;
    case 'bindWxQr':
      return <BindWxQrPanel machine={machine} />;
    case 'promote':
      return <PromoteRegisterForm machine={machine} state={state} variant={view.variant} />;
    case 'risk':
      // Keyed by state: moving between risk states (anomalous-low -> auth-message) starts a fresh form.
      return <RiskPanel key={view.risk.state} machine={machine} state={state} risk={view.risk} />;
    case 'finishing':
      return <FinishingPanel />;
    case 'closed':
      return null;
  }
}
