import { useInviteCodeCapture } from '@sealens/auth';
import { useDocumentHead } from '@sealens/ssr';
import { ProgressBar, useScrollOnNavigate } from '@sealens/ui';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { siteHead } from './site-head';

/** What every page shares: scroll on navigation, the progress bar, the document head. */
export function RootShell() {
  const location = useLocation();
  const navigation = useNavigation();
  useScrollOnNavigate(location.pathname, location.hash);
  useInviteCodeCapture(location.search);
  useDocumentHead(siteHead);

  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}
