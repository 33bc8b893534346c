// The phone input every dialog form shares (spec §5: at most 11 digits, numeric keypad).
import { Trans, useLingui } from '@lingui/react/macro';
import { PHONE_MAX } from '@sealens/domain';
import { FormField } from './form-field';
import type { FieldBinding } from './use-form-fields';

export interface PhoneFieldProps {
  binding: FieldBinding;
  /** `username` where the phone is the login name (password managers pair it with the password). */
  autoComplete?: 'tel' | 'username';
}

export function PhoneField({ binding, autoComplete = 'tel' }: PhoneFieldProps) {
  const { t } = useLingui();
  return (
    <FormField
      binding={binding}
      label={<Trans>Phone number</Trans>}
      type="tel"
      autoComplete={autoComplete}
      inputMode="numeric"
      maxLength={PHONE_MAX}
      placeholder={t`Enter your phone number`}
    />
  );
}
