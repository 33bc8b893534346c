// The mobile layout's lazy half (out of the first load; loaded before hydration, since the layout
// matches every page): its footer, as the route's handle, and the footer's friendly links (spec §7
// GET /link/getLinks) as its data, read on the server so they are in its HTML; a client-side
// navigation does not ask again.
import { siteApi } from '@sealens/auth';
import { loadFriendlyLinks, type FriendlyLink } from '@sealens/site-services';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';
import type { LayoutHandle } from '../../app/layouts/mobile-layout';
import { MobileFooter } from './mobile-footer';

export interface FooterData {
  friendlyLinks: FriendlyLink[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<FooterData> {
  return { friendlyLinks: await loadFriendlyLinks(loaderApi(context, siteApi).main) };
}

export const shouldRevalidate = () => false;

export const handle: LayoutHandle = { Footer: MobileFooter };
