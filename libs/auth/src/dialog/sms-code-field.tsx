// The SMS verification-code input with its "Get code" button (spec §4 SMS code button, §5: 6 digits),
// filled by the phone's one-time-code suggestion where the platform offers it.
import { Trans, useLingui } from '@lingui/react/macro';
import { SMS_CODE_LENGTH } from '@sealens/domain';
import { FormField } from './form-field';
import { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';
import type { FieldBinding } from './use-form-fields';

export interface SmsCodeFieldProps extends SmsCodeButtonProps {
  binding: FieldBinding;
}

export function SmsCodeField({ binding, ...button }: SmsCodeFieldProps) {
  const { t } = useLingui();
  return (
    <FormField
      binding={binding}
      label={<Trans>Verification code</Trans>}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={SMS_CODE_LENGTH}
      placeholder={t`6-digit code`}
      trailing={<SmsCodeButton {...button} />}
    />
  );
}
