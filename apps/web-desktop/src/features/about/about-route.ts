// Route module of /about: component and head.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { AboutPage as Component } from './about-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`About SeaLens`)),
    description: i18n._(
      msg`One account for the whole seller journey: research the market, choose products, price them, watch the competition and run your shops.`,
    ),
  }),
};
