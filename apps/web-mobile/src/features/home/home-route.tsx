// Route module of /m: the search, yesterday's market and the first ranking rows come from the
// loader, so the server's HTML holds them.
import { siteApi } from '@sealens/auth';
import { loadHomeMarket, loadHomeWidgets, type HomeMarketData, type HomeWidgetsData } from '@sealens/market';
import { isServerLoaderContext, loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { siteHead } from '../../app/site-head';
import { HomePage } from './home-page';

export interface HomeData {
  market: HomeMarketData;
  widgets: HomeWidgetsData;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const member = isServerLoaderContext(context) && context.member;
  const api = loaderApi(context, siteApi).main;
  const [market, widgets] = await Promise.all([loadHomeMarket(api, { member }), loadHomeWidgets(api, { member, compact: true })]);
  return { market, widgets };
}

export function Component() {
  const { market, widgets } = useLoaderData<HomeData>();
  return <HomePage market={market} widgets={widgets} />;
}

export const handle: RouteHandle = { head: ({ i18n }) => siteHead(i18n) };
