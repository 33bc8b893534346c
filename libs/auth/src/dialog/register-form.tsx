// The account-register fields shared by bind phone and the promotion variants (spec §2, §5):
// phone (registration wording), code (SMS purpose register) and a new password.
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX, PasswordSchema, PhoneSchema, SmsCodeSchema, stripWhitespace } from '@sealens/domain';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import { AgreementConsent } from '../agreements/agreement-consent';
import type { LoginDialogMachine, LoginDialogState, RegisterForm as RegisterValues } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { firstIssue, useFormFields } from './use-form-fields';

export interface RegisterFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  /** Text above the fields (what this registration is for). */
  intro: ReactNode;
  submitLabel: ReactNode;
  onSubmit: (values: RegisterValues) => void;
}

export function RegisterForm({ machine, state, intro, submitLabel, onSubmit }: RegisterFormProps) {
  const { t } = useLingui();
  const form = useFormFields({
    initial: { account: '', code: '', password: '' },
    rules: {
      account: (values) => firstIssue(PhoneSchema, values.account),
      code: (values) => firstIssue(SmsCodeSchema, values.code),
      password: (values) => firstIssue(PasswordSchema, values.password),
    },
    normalize: { account: stripWhitespace, code: stripWhitespace },
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => onSubmit({ ...values }))}>
      <p className="text-sm text-ink-muted">{intro}</p>
      <PhoneField binding={form.field('account')} />
      <SmsCodeField binding={form.field('code')} machine={machine} purpose="register" mobile={form.values.account} validatePhone={() => form.validateField('account')} />
      <FormField
        binding={form.field('password')}
        label={<Trans>Set a password</Trans>}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={t`6-32 letters and digits`}
      />
      <FormErrorAlert error={state.error} />
      <Button type="submit" size="lg" className="w-full" loading={state.busy}>
        {submitLabel}
      </Button>
      <AgreementConsent />
    </form>
  );
}
