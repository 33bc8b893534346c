import { Trans } from '@lingui/react/macro';
import { StatusMessage, buttonClassName } from '@sealens/ui';
import { Link } from 'react-router';

/** Spec §2: unknown mobile pages. */
export function NotFoundPage() {
  return (
    <StatusMessage
      code={404}
      title={<Trans>The page you visited does not exist</Trans>}
      action={
        <Link to="/" className={buttonClassName('primary', 'md')}>
          <Trans>Back to home</Trans>
        </Link>
      }
    />
  );
}
