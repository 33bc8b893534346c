import { useLingui } from '@lingui/react/macro';
import type { AgreementKind } from './texts/agreement-document';

/**
 * The agreement's name, from the main catalog: the consent line and the dialog title must read
 * right before (and even if never) the long agreements catalog arrives.
 */
export function useAgreementTitle(kind: AgreementKind): string {
  const { t } = useLingui();
  return kind === 'service' ? t`Service Agreement` : t`Privacy Agreement`;
}
