// Route module of / (README "Writing a page"): the market section's data comes from the loader, so
// the server's HTML holds yesterday's figures and the first ranking rows.
import { siteApi } from '@sealens/auth';
import { SEARCH_INPUT_MAX_LENGTH } from '@sealens/domain';
import { loadHomeMarket, loadHomeWidgets, type HomeMarketData, type HomeWidgetsData } from '@sealens/market';
import { loadHomeTheme, type HomeTheme } from '@sealens/site-services';
import { isServerLoaderContext, loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { siteHead } from '../../app/site-head';
import { HomePage } from './home-page';

export interface HomeData {
  market: HomeMarketData;
  widgets: HomeWidgetsData;
  /** `?search=`: a product or shop search sent from another page's search box (the not-found page). */
  search: string | null;
  /** The campaign of the theme page configuration (spec §7 GET /theme/page/config), null for none. */
  theme: HomeTheme | null;
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<HomeData> {
  // In the browser a member's full list is fetched by the section itself once the store says so.
  const member = isServerLoaderContext(context) && context.member;
  const api = loaderApi(context, siteApi).main;
  const [market, widgets, theme] = await Promise.all([loadHomeMarket(api, { member }), loadHomeWidgets(api, { member }), loadHomeTheme(api)]);
  const search = new URL(request.url).searchParams.get('search')?.trim().slice(0, SEARCH_INPUT_MAX_LENGTH) || null;
  return { market, widgets, search, theme };
}

export function Component() {
  const { market, widgets, search, theme } = useLoaderData<HomeData>();
  return <HomePage market={market} widgets={widgets} search={search} theme={theme} />;
}

// The hero's and yesterday's market figures: the first render formats numbers.
export const handle: RouteHandle = { head: ({ i18n }) => siteHead(i18n), query: ['search'], formatsNumbers: true };
