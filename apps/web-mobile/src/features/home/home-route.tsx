// Route module of /m: the search, yesterday's market and the first ranking rows come from the
// loader, so the server's HTML holds them.
import { siteApi } from '@sealens/auth';
import { SEARCH_INPUT_MAX_LENGTH } from '@sealens/domain';
import { loadHomeMarket, loadHomeWidgets, type HomeMarketData, type HomeWidgetsData } from '@sealens/market';
import { loadHomeTheme, type HomeTheme } from '@sealens/site-services';
import { isServerLoaderContext, loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { siteHead } from '../../app/site-head';
import { HomePage } from './home-page';
import { HomeWidgetsPart } from './home-widgets-part';

export interface HomeData {
  market: HomeMarketData;
  widgets: HomeWidgetsData;
  /** `?search=`: a product or shop search sent from another page's search box (the not-found page). */
  search: string | null;
  /** The campaign of the theme page configuration (spec §7 GET /theme/page/config), null for none. */
  theme: HomeTheme | null;
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<HomeData> {
  const member = isServerLoaderContext(context) && context.member;
  const api = loaderApi(context, siteApi).main;
  const [market, widgets, theme] = await Promise.all([
    loadHomeMarket(api, { member }),
    loadHomeWidgets(api, { member, compact: true }),
    loadHomeTheme(api),
    // The server renders the widgets whole and a client navigation shows them at once.
    HomeWidgetsPart.preload(),
  ]);
  const search = new URL(request.url).searchParams.get('search')?.trim().slice(0, SEARCH_INPUT_MAX_LENGTH) || null;
  return { market, widgets, search, theme };
}

export function Component() {
  const { market, widgets, search, theme } = useLoaderData<HomeData>();
  return <HomePage market={market} widgets={widgets} search={search} theme={theme} />;
}

// Yesterday's market is figures: the first render formats numbers.
export const handle: RouteHandle = { head: ({ i18n }) => siteHead(i18n), query: ['search'], formatsNumbers: true };
