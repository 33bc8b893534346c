import { useLingui } from '@lingui/react/macro';
import { useInviteCodeCapture } from '@sealens/auth';
import { ProgressBar, useScrollOnNavigate } from '@sealens/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

/** What every mobile page shares: scroll on navigation, the progress bar, the document title. */
export function RootShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useLingui();
  useScrollOnNavigate(location.pathname, location.hash);
  useInviteCodeCapture(location.search);

  useEffect(() => {
    document.title = t`SeaLens · Big data for cross-border sellers`;
  }, [t]);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}
