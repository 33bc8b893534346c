// The promotion variants of spec §2. Each has its own title (see login-dialog-title) and subtitle;
// activity registration grants a lottery chance (spec §4 step 5).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LoginDialogMachine, LoginDialogState, PromoteVariant } from '../flows/login-dialog-contract';
import { RegisterForm } from './register-form';

export interface PromoteRegisterFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  variant: PromoteVariant;
}

export function PromoteRegisterForm({ machine, state, variant }: PromoteRegisterFormProps) {
  const subtitles: Record<PromoteVariant, ReactNode> = {
    promoteRegister: <Trans>Register with your phone number to start analysing marketplaces with SeaLens.</Trans>,
    promoteRegisterBind: <Trans>Register with your phone number; your WeChat is bound to the new account.</Trans>,
    fastPromoteRegister: <Trans>One step: your phone number, a code and a password, and you are in.</Trans>,
    activityRegister: <Trans>Register to join the activity: you get a lottery chance right away.</Trans>,
  };
  return (
    <RegisterForm
      machine={machine}
      state={state}
      intro={subtitles[variant]}
      submitLabel={variant === 'activityRegister' ? <Trans>Register and get a lottery chance</Trans> : <Trans>Register</Trans>}
      onSubmit={(values) => void machine.submitPromoteRegister(values)}
    />
  );
}
