// The default layout's lazy half (out of the first load; loaded before hydration, since the layout
// matches every page): the footer, as the route's handle, and its friendly links (spec §7
// GET /link/getLinks) as the route's data, read on the server so they are in its HTML. They do not
// change from page to page: a client-side navigation does not ask again.
import { siteApi } from '@sealens/auth';
import { loadFriendlyLinks, type FriendlyLink } from '@sealens/site-services';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';
import type { LayoutHandle } from '../../app/layouts/default-layout';
import { SiteFooter } from './site-footer';

export interface FooterData {
  friendlyLinks: FriendlyLink[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<FooterData> {
  return { friendlyLinks: await loadFriendlyLinks(loaderApi(context, siteApi).main) };
}

export const shouldRevalidate = () => false;

// The header's data menu carries the page's `urlCode` on every page (the server caches by it).
export const handle: LayoutHandle & RouteHandle = { Footer: SiteFooter, query: ['urlCode'] };
