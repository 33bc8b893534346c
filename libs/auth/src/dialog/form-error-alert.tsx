// The message of a failed submit, above the form's button (spec §5: the form keeps what was typed).
import { useLingui } from '@lingui/react/macro';
import type { FormError } from '../flows/login-dialog-contract';
import { identityErrorMessage } from './identity-error-message';

export function FormErrorAlert({ error }: { error: FormError | undefined }) {
  const { i18n } = useLingui();
  // The region stays in the page so screen readers announce the text when it appears.
  return (
    <div role="alert" className={error ? 'rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700' : undefined}>
      {error ? identityErrorMessage(i18n, error) : null}
    </div>
  );
}
