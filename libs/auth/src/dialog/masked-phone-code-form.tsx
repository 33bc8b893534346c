// A code sent to the account's own phone, shown masked (spec §5: first 3 digits, four stars, last 4):
// identity auth after 10099 and the risk SMS verification.
import { Trans } from '@lingui/react/macro';
import { maskPhone, SmsCodeSchema, stripWhitespace } from '@sealens/domain';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import type { LoginDialogMachine, LoginDialogState, SmsCodeForm, SmsPurpose } from '../flows/login-dialog-contract';
import { FormErrorAlert } from './form-error-alert';
import { SmsCodeField } from './sms-code-field';
import { firstIssue, useFormFields } from './use-form-fields';

export interface MaskedPhoneCodeFormProps {
  machine: LoginDialogMachine;
  state: LoginDialogState;
  purpose: Extract<SmsPurpose, 'identityAuth' | 'riskVerify'>;
  /** The account being logged in (its phone receives the code). */
  account: string;
  /** As the server masked it; masked here when absent. */
  maskedPhone?: string;
  intro: ReactNode;
  submitLabel: ReactNode;
  onSubmit: (form: SmsCodeForm) => void;
}

export function MaskedPhoneCodeForm({ machine, state, purpose, account, maskedPhone, intro, submitLabel, onSubmit }: MaskedPhoneCodeFormProps) {
  const shown = maskedPhone || maskPhone(account);
  const form = useFormFields({
    initial: { code: '' },
    rules: { code: (values) => firstIssue(SmsCodeSchema, values.code) },
    normalize: { code: stripWhitespace },
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(({ code }) => onSubmit({ code }))}>
      <p className="text-sm text-ink-muted">{intro}</p>
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium text-ink">
          <Trans>Phone number</Trans>
        </dt>
        <dd className="text-base font-semibold tracking-wide text-ink">{shown}</dd>
      </dl>
      <SmsCodeField binding={form.field('code')} machine={machine} purpose={purpose} mobile={account} />
      <FormErrorAlert error={state.error} />
      <Button type="submit" size="lg" className="w-full" loading={state.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
