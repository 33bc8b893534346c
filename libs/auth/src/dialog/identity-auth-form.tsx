// Spec §4 step 3: password login answered 10099, so the account proves itself with an SMS code.
import { Trans } from '@lingui/react/macro';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { MaskedPhoneCodeForm } from './masked-phone-code-form';

export interface IdentityAuthFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  account: string;
  maskedPhone: string;
}

export function IdentityAuthForm({ machine, state, account, maskedPhone }: IdentityAuthFormProps) {
  return (
    <MaskedPhoneCodeForm
      machine={machine}
      state={state}
      purpose="identityAuth"
      account={account}
      maskedPhone={maskedPhone}
      intro={<Trans>For your account's safety, verify your identity with a code sent to your phone.</Trans>}
      submitLabel={<Trans>Verify</Trans>}
      onSubmit={(form) => void machine.submitIdentityAuth(form)}
    />
  );
}
