// Account login, tab "SMS login / register" (spec §2, §5): phone and code; an unregistered phone
// also sets a password, so the field shows only once the phone is known to be new.
import { Trans, useLingui } from '@lingui/react/macro';
import { IdentityPhoneSchema, isMainlandMobile, PASSWORD_MAX, PasswordSchema, SmsCodeSchema, stripWhitespace } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useEffect } from 'react';
import { AgreementConsent } from '../agreements/agreement-consent';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { firstIssue, useFormFields } from './use-form-fields';

/** The phone is looked up this long after the last keystroke that left it valid. */
export const CHECK_PHONE_DEBOUNCE_MS = 400;

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

  useEffect(() => {
    if (!isMainlandMobile(phone)) return undefined;
    const timer = setTimeout(() => machine.checkPhone(phone), CHECK_PHONE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [machine, phone]);

  const submit = form.handleSubmit(({ account, code, password }) => {
    void machine.submitSmsLogin(needsPassword ? { account, code, password } : { account, code });
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
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
