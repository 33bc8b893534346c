// bench:data's timing of the first marketplace's own lists (issue 32 item 3; /workbench/Shopee/...):
// hot-selling, soaring, hot-new and most-liked products and hot-selling words, each as its page asks
// GET /ranking (one site or all sites, 1 to 30 days, no filter, the list's own order, first or second
// page of 50). Timed by data-bench.ts's timer, one line a list.
import { SITE_CODES, type RankingOrder, type RankingQuery } from '@sealens/domain';

import type { WorkbenchQueries } from '../queries/workbench-queries';

type Timer = (label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string) => Promise<string>;

/** The lists by their page (workbench-pages.ts's SHOPEE_LIST_PATHS): entity and order. */
export const SHOPEE_LISTS: readonly { page: string; entity: 'product' | 'keyword'; order: RankingOrder }[] = [
  { page: 'hotProduct', entity: 'product', order: 'hot' },
  { page: 'surgeProduct', entity: 'product', order: 'soaring' },
  { page: 'newDesign', entity: 'product', order: 'new' },
  { page: 'likeRanke', entity: 'product', order: 'likes' },
  { page: 'keyWordRanke', entity: 'keyword', order: 'hot' },
];

export async function timeShopeeLists(workbench: WorkbenchQueries, iterations: number, timeQueries: Timer): Promise<string[]> {
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const lines: string[] = [];
  for (const list of SHOPEE_LISTS) {
    // Three runs in four on one site (the pages open on one), the fourth over all sites.
    const queryOf = (i: number): RankingQuery => ({
      entity: list.entity,
      order: list.order,
      ...(i % 4 === 3 ? {} : { site: pick(SITE_CODES, i) }),
      period: pick([1, 7, 30] as const, i + 1),
      filters: {},
      dir: 'desc',
      page: 1 + (i % 2),
      size: 50,
    });
    const run = (i: number) => {
      const q = queryOf(i);
      const window = { offset: (q.page - 1) * 50, limit: 50 };
      return list.entity === 'keyword' ? workbench.keywords.rank(q, window) : workbench.rankProducts(q, window);
    };
    const kind = (i: number) => `${queryOf(i).site ?? 'all'}/${queryOf(i).period}d/page ${queryOf(i).page}`;
    await run(0); // warm
    lines.push(await timeQueries(`shopee list ${list.page}`, iterations, run, kind));
  }
  return lines;
}
