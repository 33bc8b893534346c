// After a QR scan by an unknown user (code 20001) the user registers an account with a phone.
import { Trans } from '@lingui/react/macro';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { RegisterForm } from './register-form';

export interface BindPhoneFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
}

export function BindPhoneForm({ machine, state }: BindPhoneFormProps) {
  return (
    <RegisterForm
      machine={machine}
      state={state}
      intro={<Trans>Your WeChat is not linked to an account yet. Bind a phone number to create one.</Trans>}
      submitLabel={<Trans>Bind and log in</Trans>}
      onSubmit={(values) => void machine.submitBindPhone(values)}
    />
  );
}
