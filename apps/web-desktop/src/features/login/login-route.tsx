// Route module of /login (spec §2): the login page, server-rendered as the visitor's view; the
// dialog opens after hydration.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { LoginPage as Component } from './login-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Log in`)),
    description: i18n._(msg`Log in to SeaLens with WeChat, a password or an SMS code: market data, rankings and tools for cross-border sellers.`),
    noindex: true,
  }),
};
