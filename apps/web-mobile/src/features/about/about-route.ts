// Route module of /m/about: component and head.
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../app/site-head';

export { AboutPage as Component } from './about-page';

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`About us`)),
    description: i18n._(msg`Data that helps cross-border sellers grow`),
  }),
};
