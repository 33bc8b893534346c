// The data of the home's market section (issue #12), as a route loader gets it: on the server from
// the in-process API, in the browser from the site's. Each part fails on its own: a widget whose call
// failed renders its empty state and loads again in the browser, the rest of the page still shows.
import { CATEGORIES, type CategoryId } from '@sealens/domain';
import { loadGoodsRanking, loadYesterdayMarket, type MarketApiClient } from '../api/market-loaders';
import type { DateType } from '../figures/market-labels';
import { VISITOR_RANKING_ROWS } from '../figures/ranking-table';
import type { MarketFigures } from '../figures/yesterday-market';
import type { ProductCardData } from '../search/search-types';

export const HOME_RANKING_DEFAULT_CATEGORY: CategoryId = (CATEGORIES[0]?.id ?? 99997) as CategoryId;
export const HOME_RANKING_DEFAULT_DATE_TYPE: DateType = 1;

export interface HomeMarketData {
  figures: MarketFigures | null;
  ranking: { typeId: CategoryId; dateType: DateType; rows: ProductCardData[] | null };
}

async function settled<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

/**
 * Yesterday's figures and the first goods ranking. A visitor's page carries only the rows a visitor
 * may see (the HTML and its hydration data hold no more than the table shows).
 */
export async function loadHomeMarket(client: MarketApiClient, options: { member: boolean }): Promise<HomeMarketData> {
  const typeId = HOME_RANKING_DEFAULT_CATEGORY;
  const dateType = HOME_RANKING_DEFAULT_DATE_TYPE;
  const [figures, rows] = await Promise.all([settled(loadYesterdayMarket(client, 'all')), settled(loadGoodsRanking(client, { typeId, dateType }))]);
  return {
    figures,
    ranking: { typeId, dateType, rows: rows && !options.member ? rows.slice(0, VISITOR_RANKING_ROWS + 1) : rows },
  };
}
