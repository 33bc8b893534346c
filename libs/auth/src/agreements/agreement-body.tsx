import { useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@sealens/ui';
import type { AgreementMessagesLoader } from './agreement-messages';
import { AgreementDocumentView } from './agreement-document-view';
import type { AgreementDocument, AgreementKind } from './texts/agreement-document';
import { PRIVACY_AGREEMENT } from './texts/privacy-agreement';
import { SERVICE_AGREEMENT } from './texts/service-agreement';
import { useAgreementCatalog } from './use-agreement-catalog';
import { useAgreementTitle } from './use-agreement-title';

const DOCUMENTS: Record<AgreementKind, AgreementDocument> = { service: SERVICE_AGREEMENT, privacy: PRIVACY_AGREEMENT };

export interface AgreementBodyProps {
  kind: AgreementKind;
  loadMessages?: AgreementMessagesLoader;
}

/** What the agreement dialog shows: a spinner until the texts are there, a retry if they fail. */
export function AgreementBody({ kind, loadMessages }: AgreementBodyProps) {
  const { t } = useLingui();
  const title = useAgreementTitle(kind);
  const { status, retry } = useAgreementCatalog(loadMessages);

  if (status === 'loading') {
    return (
      <div className="flex min-h-48 items-center justify-center text-brand-600">
        <Spinner size="lg" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex min-h-48 flex-col items-center justify-center gap-4 text-center">
        <p className="text-sm text-ink">{t`The agreement could not be loaded. Check your network and try again.`}</p>
        <Button variant="secondary" onClick={retry}>{t`Try again`}</Button>
      </div>
    );
  }
  return <AgreementDocumentView document={DOCUMENTS[kind]} label={title} />;
}
