// Route module of /m: component and head.
import type { RouteHandle } from '@sealens/ssr';
import { siteHead } from '../../app/site-head';

export { HomePage as Component } from './home-page';

export const handle: RouteHandle = { head: ({ i18n }) => siteHead(i18n) };
