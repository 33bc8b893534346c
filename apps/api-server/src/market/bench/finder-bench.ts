// bench:data's product finder case (issue 30 item 4): GET /ranking's product list with five filters,
// at least one of them a finder range that looks up a row of another table per candidate (price 30
// days ago, shops in the category), over one site and category or over all sites. Timed by
// data-bench.ts's timer; the issue holds its p99 to 50 ms at the default scale (PGlite).
import { CATEGORY_IDS, SITE_CODES, type RankingFilters, type RankingQuery } from '@sealens/domain';

import type { WorkbenchQueries } from '../queries/workbench-queries';

/** Five filters each, finder ranges among them (the presets' kind of question). */
const FILTER_SETS: readonly RankingFilters[] = [
  { growth: { min: 20 }, age: { max: 90 }, reviewsPerUnit: { max: 1 }, categoryShops: { max: 10 }, ratingMin: 4 },
  { priceChange: { min: -5, max: 5 }, growth: { min: 0 }, age: { min: 30 }, units: { min: 5 }, shopType: 'local' },
  { categoryShops: { max: 6 }, priceChange: { min: 0 }, age: { max: 180 }, reviewsMin: 10, growth: { min: -10 } },
  { reviewsPerUnit: { max: 0.5 }, age: { max: 120 }, units: { min: 10 }, priceChange: { min: -20 }, likesMin: 5 },
];

type Timer = (label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string) => Promise<string>;

export async function timeFinder(workbench: WorkbenchQueries, iterations: number, timeQueries: Timer): Promise<string> {
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const periods = [7, 30] as const;
  // Two runs in three over one site and category (the page's usual scope), one over all sites.
  const queryOf = (i: number): RankingQuery => ({
    order: 'hot',
    ...(i % 3 === 2 ? {} : { site: pick(SITE_CODES, i), categoryId: pick(CATEGORY_IDS, i + 1) }),
    period: pick(periods, i + 2),
    filters: pick(FILTER_SETS, i + 3),
    dir: 'desc',
    page: 1,
    size: 50,
  });
  const kind = (i: number) => {
    const q = queryOf(i);
    return `${q.site ?? 'all'}/${q.categoryId ?? '-'}/${q.period}d/set${FILTER_SETS.indexOf(q.filters)}`;
  };
  await workbench.rankProducts(queryOf(0), { offset: 0, limit: 50 }); // warm
  return timeQueries('workbench finder: 5 filters', iterations, (i) => workbench.rankProducts(queryOf(i), { offset: 0, limit: 50 }), kind);
}
