import { Trans } from '@lingui/react/macro';
import { SearchElsewhereForm } from '@sealens/market';
import { StatusMessage, buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';

/** Spec §2: unknown mobile pages; a search box as a way on (issue 13 item 9). */
export function NotFoundPage() {
  return (
    <StatusMessage
      code={404}
      title={<Trans>The page you visited does not exist</Trans>}
      action={
        <div className="flex flex-col items-center gap-6">
          <SearchElsewhereForm home="/m/" />
          <Link to="/" className={buttonClassName('primary', 'md')}>
            <Trans>Back to home</Trans>
          </Link>
        </div>
      }
    />
  );
}
