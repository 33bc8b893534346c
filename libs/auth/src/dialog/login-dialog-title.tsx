// The accessible (and visible) title of each dialog mode and risk state.
import { Trans } from '@lingui/react/macro';
import type { RiskState } from '@sealens/domain';
import type { ReactNode } from 'react';
import type { LoginDialogView, PromoteVariant } from '../flows/login-dialog-contract';

function promoteTitle(variant: PromoteVariant): ReactNode {
  switch (variant) {
    case 'promoteRegister':
      return <Trans>Register for SeaLens</Trans>;
    case 'promoteRegisterBind':
      return <Trans>Register and bind WeChat</Trans>;
    case 'fastPromoteRegister':
      return <Trans>Quick registration</Trans>;
    case 'activityRegister':
      return <Trans>Register for the activity</Trans>;
  }
}

function riskTitle(state: RiskState): ReactNode {
  switch (state) {
    case 'reset-low':
    case 'remove-low':
      return <Trans>Account security reminder</Trans>;
    case 'freeze-low':
    case 'freeze-medium':
    case 'freeze-high':
      return <Trans>Account frozen</Trans>;
    case 'remove-high':
      return <Trans>Password change required</Trans>;
    case 'anomalous-low':
      return <Trans>Verify your identity</Trans>;
    case 'auth-qr':
      return <Trans>Verify by WeChat scan</Trans>;
    case 'auth-message':
      return <Trans>Verify by SMS</Trans>;
  }
}

export function LoginDialogTitle({ view }: { view: LoginDialogView }) {
  switch (view.mode) {
    case 'qrLogin':
      return <Trans>WeChat scan login</Trans>;
    case 'accountLogin':
      return <Trans>Account login</Trans>;
    case 'accountSelect':
      return <Trans>Choose an account</Trans>;
    case 'passwordReset':
      return <Trans>Reset password</Trans>;
    case 'bindPhone':
      return <Trans>Bind phone number</Trans>;
    case 'identityAuth':
      return <Trans>Identity authentication</Trans>;
    case 'authSuccess':
      return <Trans>Authentication successful</Trans>;
    case 'bindWxQr':
      return <Trans>Bind WeChat</Trans>;
    case 'promote':
      return promoteTitle(view.variant);
    case 'risk':
      return riskTitle(view.risk.state);
    case 'finishing':
    case 'closed':
      return <Trans>Logging in</Trans>;
  }
}
