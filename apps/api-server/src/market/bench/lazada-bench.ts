// bench:data's timing of the second marketplace (issue 32 item 3, "Benchmarks for the new queries"):
// Lazada's product ranking as its two lists ask GET /ranking?marketplace=lazada (one LZ- site or all
// six in US dollars, 1 to 30 days, hot or soaring, first or second page of 50), a Lazada product's
// explanation (GET /item) and its 30 days of history (GET /item/history), the products being the
// ranking's own top rows. Timed by data-bench.ts's timer, one line a query.
import { LAZADA_SITE_CODES, type RankingOrder, type RankingQuery } from '@sealens/domain';

import { addDays } from '../days';
import type { WorkbenchQueries } from '../queries/workbench-queries';

type Timer = (label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string) => Promise<string>;

export async function timeLazada(workbench: WorkbenchQueries, day: string, iterations: number, timeQueries: Timer): Promise<string[]> {
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const queryOf = (i: number): RankingQuery => ({
    entity: 'product',
    marketplace: 'lazada',
    order: pick<RankingOrder>(['hot', 'soaring'], i),
    // Three runs in four on one site (the pages open on one), the fourth over all six.
    ...(i % 4 === 3 ? {} : { site: pick(LAZADA_SITE_CODES, i) }),
    period: pick([1, 7, 30] as const, i + 1),
    filters: {},
    dir: 'desc',
    page: 1 + (i % 2),
    size: 50,
  });
  const rank = (i: number) => {
    const q = queryOf(i);
    return workbench.rankProducts(q, { offset: (q.page - 1) * 50, limit: 50 });
  };
  await rank(0); // warm
  const lines = [await timeQueries('lazada ranking', iterations, rank, (i) => `${queryOf(i).order}/${queryOf(i).site ?? 'all'}/${queryOf(i).period}d/page ${queryOf(i).page}`)];
  // The items: each site's 30-day top rows.
  const ids: string[] = [];
  for (const site of LAZADA_SITE_CODES) {
    const top = await workbench.rankProducts({ entity: 'product', marketplace: 'lazada', order: 'hot', site, period: 30, filters: {}, dir: 'desc', page: 1, size: 50 }, { offset: 0, limit: 20 });
    ids.push(...(top?.rows ?? []).map((r) => r.id));
  }
  if (ids.length === 0) return [...lines, 'lazada item, history: no Lazada product in the data'];
  lines.push(await timeQueries('lazada item', iterations, (i) => workbench.productSummary(pick(ids, i))));
  lines.push(await timeQueries('lazada item history 30 days', iterations, (i) => workbench.productHistory(pick(ids, i), addDays(day, -29), day)));
  return lines;
}
