// The mobile layout's data (lazy module of the layout route, out of the first load): the footer's
// friendly links (spec §7 GET /link/getLinks), read on the server so they are in its HTML; a
// client-side navigation does not ask again.
import { siteApi } from '@sealens/auth';
import { loadFriendlyLinks, type FriendlyLink } from '@sealens/site-services';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';

export interface FooterData {
  friendlyLinks: FriendlyLink[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<FooterData> {
  return { friendlyLinks: await loadFriendlyLinks(loaderApi(context, siteApi).main) };
}

export const shouldRevalidate = () => false;
