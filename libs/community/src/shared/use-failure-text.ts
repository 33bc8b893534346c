// What a failed Q&A call means to the member, in their language (spec §8: errors in the user's
// language). What they typed stays in the form whatever the failure.
import { useLingui } from '@lingui/react/macro';
import { QaCallError, type QaFailure } from '../api/qa-api';

export function failureOf(error: unknown): QaFailure {
  return error instanceof QaCallError ? error.failure : 'failed';
}

export function useFailureText(): (failure: QaFailure) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure) {
      case 'login':
        return t`Please log in again. What you wrote is kept.`;
      case 'forbidden':
        return t`You can only change or remove what you wrote yourself.`;
      case 'notFound':
        return t`This question no longer exists.`;
      case 'invalid':
        return t`Please check what you entered and try again.`;
      case 'failed':
        return t`That did not work. Check your connection and try again; what you wrote is kept.`;
    }
  };
}
