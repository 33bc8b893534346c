// Route module of / (README "Writing a page"): the market section's data comes from the loader, so
// the server's HTML holds yesterday's figures and the first ranking rows.
import { siteApi } from '@sealens/auth';
import { loadHomeMarket, type HomeMarketData } from '@sealens/market';
import { isServerLoaderContext, loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { siteHead } from '../../app/site-head';
import { HomePage } from './home-page';

export async function loader({ context }: LoaderFunctionArgs): Promise<HomeMarketData> {
  // In the browser a member's full list is fetched by the section itself once the store says so.
  const member = isServerLoaderContext(context) && context.member;
  return loadHomeMarket(loaderApi(context, siteApi).main, { member });
}

export function Component() {
  return <HomePage market={useLoaderData<HomeMarketData>()} />;
}

export const handle: RouteHandle = { head: ({ i18n }) => siteHead(i18n) };
