// Route module of /moreShopAuthorize (spec §2): the explanation in the first HTML, the member's
// shops after hydration (a member page: noindex).
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { ShopAuthorizePage as Component } from './shop-authorize-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Multi-shop authorisation`)),
    description: i18n._(msg`Authorise your Shopee shops on every site for SeaLens and see their data side by side.`),
    noindex: true,
  }),
};
