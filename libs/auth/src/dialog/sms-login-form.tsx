// Account login, tab "SMS login / register" (spec §2, §5): phone and code; an unregistered phone
// also sets a password, so the field shows only once the phone is known to be new. Whether it is
// registered costs a captcha (issue #25 item 6): the code's send says it; when no send did (a code
// from an earlier dialog), the submit asks with a captcha first and shows the field if needed.
import { Trans, useLingui } from '@lingui/react/macro';
import { IdentityPhoneSchema, PASSWORD_MAX, PasswordSchema, SmsCodeSchema, stripWhitespace } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { AgreementConsent } from '../agreements/agreement-consent';
import { useCaptcha } from '../captcha/captcha-provider';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { firstIssue, useFormFields } from './use-form-fields';

export interface SmsLoginFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
}

export function SmsLoginForm({ machine, state }: SmsLoginFormProps) {
  const { t } = useLingui();
  const needsPassword = state.phoneRegistered === false;
  const form = useFormFields({
    initial: { account: '', code: '', password: '' },
    rules: {
      account: (values) => firstIssue(IdentityPhoneSchema, values.account),
      code: (values) => firstIssue(SmsCodeSchema, values.code),
      password: (values) => firstIssue(PasswordSchema, values.password),
    },
    isActive: (name) => name !== 'password' || needsPassword,
    normalize: { account: stripWhitespace, code: stripWhitespace },
  });
  const phone = form.values.account;
  const captcha = useCaptcha();

  const submit = async ({ account, code, password }: { account: string; code: string; password: string }) => {
    if (state.phoneRegistered === undefined) {
      // Nothing typed is lost: closing the captcha unsolved leaves the form as it was.
      const pass = await captcha.verify().catch(() => null);
      // An unregistered phone stops here: the set-password field appears for the next submit.
      if (!pass || (await machine.checkPhone(account, pass)) !== true) return;
    }
    await machine.submitSmsLogin(needsPassword ? { account, code, password } : { account, code });
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => void submit(values))}>
      <PhoneField binding={form.field('account')} />
      <SmsCodeField binding={form.field('code')} machine={machine} purpose="login" mobile={phone} validatePhone={() => form.validateField('account')} />
      {needsPassword && (
        <FormField
          binding={form.field('password')}
          label={<Trans>Set a password</Trans>}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          placeholder={t`6-32 letters and digits`}
        />
      )}
      <FormErrorAlert error={state.error} />
      <Button type="submit" size="lg" className="w-full" loading={state.busy}>
        {needsPassword ? <Trans>Register and log in</Trans> : <Trans>Log in</Trans>}
      </Button>
      <AgreementConsent />
    </form>
  );
}
