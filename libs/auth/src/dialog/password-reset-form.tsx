// Password reset (spec §2, §4 step 2, §5): phone, code, new password and its confirmation; success
// returns to account login (the machine does that).
import { Trans, useLingui } from '@lingui/react/macro';
import { IdentityPhoneSchema, PASSWORD_MAX, PasswordPairSchema, SmsCodeSchema, stripWhitespace } from '@sealens/domain';
import { Button } from '@sealens/ui';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { firstIssue, issueAt, useFormFields } from './use-form-fields';

export interface PasswordResetFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
}

export function PasswordResetForm({ machine, state }: PasswordResetFormProps) {
  const { t } = useLingui();
  const pair = (values: { password: string; confirmPassword: string }) => ({
    password: values.password,
    confirmPassword: values.confirmPassword,
  });
  const form = useFormFields({
    initial: { mobile: '', code: '', password: '', confirmPassword: '' },
    rules: {
      mobile: (values) => firstIssue(IdentityPhoneSchema, values.mobile),
      code: (values) => firstIssue(SmsCodeSchema, values.code),
      password: (values) => issueAt(PasswordPairSchema, pair(values), 'password'),
      confirmPassword: (values) => issueAt(PasswordPairSchema, pair(values), 'confirmPassword'),
    },
    normalize: { mobile: stripWhitespace, code: stripWhitespace },
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => void machine.submitPasswordReset(values))}>
      <PhoneField binding={form.field('mobile')} autoComplete="username" />
      <SmsCodeField binding={form.field('code')} machine={machine} purpose="reset" mobile={form.values.mobile} validatePhone={() => form.validateField('mobile')} />
      <FormField
        binding={form.field('password')}
        label={<Trans>New password</Trans>}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={t`6-32 letters and digits`}
      />
      <FormField
        binding={form.field('confirmPassword')}
        label={<Trans>Confirm new password</Trans>}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        placeholder={t`Enter the new password again`}
      />
      <FormErrorAlert error={state.error} />
      <Button type="submit" size="lg" className="w-full" loading={state.busy}>
        <Trans>Reset password</Trans>
      </Button>
      <Button variant="link" className="self-center" onClick={() => machine.showAccountLogin('password')}>
        <Trans>Back to login</Trans>
      </Button>
    </form>
  );
}
