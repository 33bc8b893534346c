// Route module of /shopeeGreenEntryChannel (spec §2): a public landing with its application form.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { GreenChannelPage as Component } from './green-channel-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Shopee green entry channel`)),
    description: i18n._(
      msg`Fast-track onboarding to Shopee: one application, a dedicated onboarding manager, and SeaLens market data to choose your sites and category.`,
    ),
  }),
};
