// Route module of /workbench/home (issue #13 item 1): the member's landing. Its data is the
// member's own and lives in the browser's session store, so the server renders the frame and the
// page fills in after hydration; it is never cached by a shared cache (noindex, and a member page).
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { WorkbenchHomePage as Component } from './workbench-home-page';

export const handle: RouteHandle = {
  head: ({ i18n }) => ({ title: pageTitle(i18n._(msg`My workbench`)), noindex: true }),
};
