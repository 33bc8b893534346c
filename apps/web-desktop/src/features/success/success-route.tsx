// Route module of /success (spec §2): the authorisation success page (why authorisation: see
// success-page.tsx).
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { successData, type SuccessData } from './success-page';

export { SuccessPage as Component } from './success-page';

export function loader({ request }: LoaderFunctionArgs): SuccessData {
  return successData(request.url);
}

export const handle: RouteHandle = {
  query: ['redirect', 'type'],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Authorisation successful`)),
    description: i18n._(msg`The authorisation succeeded; SeaLens takes you on in a moment.`),
    noindex: true,
  }),
};
