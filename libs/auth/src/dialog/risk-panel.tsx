// The risk dialogs of spec §4 "Risk states" and §8 (500 wide). A proceed-type code has already
// logged the user in; a blocking one has not. Every button goes through the machine.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { LoginDialogMachine, LoginDialogState, RiskView } from '../flows/login-dialog-contract';
import { CustomerServiceContact } from './customer-service-contact';
import { MaskedPhoneCodeForm } from './masked-phone-code-form';
import { QrLoginPanel } from './qr-login-panel';

export interface RiskPanelProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  risk: RiskView;
}

const MESSAGE_CLASS = 'rounded-md bg-warning-50 p-4 text-sm leading-6 text-warning-700';

export function RiskPanel({ machine, state, risk }: RiskPanelProps) {
  const { t } = useLingui();
  const changePassword = (
    <Button size="lg" className="w-full" onClick={() => machine.changePasswordFromRisk()}>
      <Trans>Change password</Trans>
    </Button>
  );
  const understood = (
    <Button size="lg" className="w-full" onClick={() => machine.acknowledgeRisk()}>
      <Trans>I understand</Trans>
    </Button>
  );
  const until = risk.riskEndTime ?? '';

  switch (risk.state) {
    case 'reset-low':
      return (
        <div className="flex flex-col gap-4">
          <p className={MESSAGE_CLASS}>
            <Trans>
              Your account was logged in from a device you do not usually use or from a remote location. For your account's safety we
              advise you to change your password.
            </Trans>
          </p>
          {changePassword}
          <Button variant="secondary" size="lg" className="w-full" onClick={() => machine.acknowledgeRisk()}>
            <Trans>Continue normal use</Trans>
          </Button>
        </div>
      );
    case 'freeze-low':
    case 'freeze-medium':
      return (
        <div className="flex flex-col gap-4">
          <p className={MESSAGE_CLASS}>
            {until ? (
              <Trans>Your account has been frozen until {until} because of a security risk.</Trans>
            ) : (
              <Trans>Your account has been frozen for a while because of a security risk.</Trans>
            )}
          </p>
          {understood}
        </div>
      );
    case 'freeze-high':
      return (
        <div className="flex flex-col gap-4">
          <p className={MESSAGE_CLASS}>
            <Trans>Your account has been frozen until customer service verifies your identity. Please add customer service.</Trans>
          </p>
          <CustomerServiceContact />
          {understood}
        </div>
      );
    case 'remove-low':
      return (
        <div className="flex flex-col gap-4">
          <p className={MESSAGE_CLASS}>
            <Trans>Your account has a security risk. We advise you to change your password.</Trans>
          </p>
          {changePassword}
          <Button variant="secondary" size="lg" className="w-full" onClick={() => machine.acknowledgeRisk()}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      );
    case 'remove-high':
      return (
        <div className="flex flex-col gap-4">
          <p className={MESSAGE_CLASS}>
            <Trans>Your account has a security risk and needs a password change before you can use it again.</Trans>
          </p>
          {changePassword}
        </div>
      );
    case 'anomalous-low':
      return (
        <div className="flex flex-col gap-4">
          <p className={MESSAGE_CLASS}>
            <Trans>This login looks unusual. Please verify your identity to continue.</Trans>
          </p>
          <Button size="lg" className="w-full" onClick={() => machine.chooseRiskVerification('scan')}>
            <Trans>Verify by WeChat scan</Trans>
          </Button>
          <Button variant="secondary" size="lg" className="w-full" onClick={() => machine.chooseRiskVerification('sms')}>
            <Trans>Verify by SMS</Trans>
          </Button>
        </div>
      );
    case 'auth-qr':
      return (
        <QrLoginPanel qr={machine.qr} label={t`Identity verification QR code`} caption={<Trans>Scan with WeChat to verify your identity</Trans>} />
      );
    case 'auth-message':
      return (
        <MaskedPhoneCodeForm
          machine={machine}
          state={state}
          purpose="riskVerify"
          account={risk.account}
          maskedPhone={risk.maskedPhone}
          intro={<Trans>Enter the code sent to your phone to verify your identity.</Trans>}
          submitLabel={<Trans>Verify</Trans>}
          onSubmit={(form) => machine.submitRiskSms(form)}
        />
      );
  }
}
