// Route module of /m/product: component and head.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { ProductPage as Component } from './product-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Our products`)),
    description: i18n._(
      msg`One family of tools for cross-border sellers: research on the web, data in your browser, shops in your pocket. Trusted by over 300,000 sellers.`,
    ),
  }),
};
