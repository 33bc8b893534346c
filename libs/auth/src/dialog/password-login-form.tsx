// Account login, tab "Password login" (spec §2, §5): phone account and a 6-16 letters-and-digits password.
// After a captcha code (16801/16808/16809: the server asks for one after a few wrong passwords, issue
// #10 item 4), the next submit shows the slide captcha first and sends its pass with the password.
import { Trans, useLingui } from '@lingui/react/macro';
import { IdentityPhoneSchema, LOGIN_PASSWORD_MAX, LoginPasswordSchema, isCaptchaResetCode, stripWhitespace } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { AgreementConsent } from '../agreements/agreement-consent';
import { useCaptcha } from '../captcha/captcha-provider';
import type { LoginDialogMachine, LoginDialogState } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import { firstIssue, useFormFields } from './use-form-fields';

export interface PasswordLoginFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
}

export function PasswordLoginForm({ machine, state }: PasswordLoginFormProps) {
  const { t } = useLingui();
  const form = useFormFields({
    initial: { account: '', password: '' },
    rules: {
      account: (values) => firstIssue(IdentityPhoneSchema, values.account),
      password: (values) => firstIssue(LoginPasswordSchema, values.password),
    },
    normalize: { account: stripWhitespace },
  });

  const captcha = useCaptcha();
  const needsCaptcha = isCaptchaResetCode(state.error?.code);
  const submit = async (values: { account: string; password: string }) => {
    if (!needsCaptcha) return machine.submitPasswordLogin(values);
    // Nothing typed is lost: closing the captcha unsolved leaves the form as it was.
    const pass = await captcha.verify().catch(() => null);
    if (pass) await machine.submitPasswordLogin({ ...values, ticket: pass.ticket, randstr: pass.randstr });
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => void submit(values))}>
      <PhoneField binding={form.field('account')} autoComplete="username" />
      <FormField
        binding={form.field('password')}
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="current-password"
        maxLength={LOGIN_PASSWORD_MAX}
        placeholder={t`Enter your password`}
      />
      <div className="-mt-2 flex justify-end">
        <Button variant="link" size="sm" onClick={() => machine.showPasswordReset()}>
          <Trans>Forgot password?</Trans>
        </Button>
      </div>
      <FormErrorAlert error={state.error} />
      <Button type="submit" size="lg" className="w-full" loading={state.busy}>
        <Trans>Log in</Trans>
      </Button>
      <AgreementConsent />
    </form>
  );
}
