// bench:data's event marketing timing (issue 32 item 2; GET /campaigns): each answer is one statement.
// The runs take turns over the three views: a campaign day's detail (the latest, or one of the older
// double days), the slots of 1 to 90 days (all kinds or one), and the probe sorted by each column;
// one site in two, all sites otherwise, a category in one run of four. Each view is timed reading the
// derive's rows (what the route does), then the same runs computed from the daily rows (before the
// derive step, and what a day the derive has not made still costs).
import { CATEGORY_IDS, SITE_CODES } from '@sealens/domain';

import { CAMPAIGN_PRODUCT_ROWS, PROBE_SORTS, WorkbenchCampaignQueries, type CampaignScope } from '../queries/workbench-campaign-queries';
import type { WorkbenchQueries } from '../queries/workbench-queries';

type Timer = (label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string) => Promise<string>;

export async function timeCampaigns(workbench: WorkbenchQueries, iterations: number, timeQueries: Timer): Promise<string> {
  const campaigns = new WorkbenchCampaignQueries(workbench.sql, workbench);
  const computed = new WorkbenchCampaignQueries(workbench.sql, workbench, false);
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const first = await campaigns.analysis({ view: 'days', rows: CAMPAIGN_PRODUCT_ROWS });
  const days = first?.campaignDays.map((d) => d.day) ?? [];
  const scopeOf = (i: number): CampaignScope => {
    const view = (['days', 'slots', 'probe'] as const)[i % 3] ?? 'days';
    return {
      view,
      ...(i % 2 === 0 ? { site: pick(SITE_CODES, i) } : {}),
      ...(i % 4 === 1 ? { categoryId: pick(CATEGORY_IDS, i) } : {}),
      ...(view === 'days' && days.length > 0 && i % 5 !== 0 ? { day: pick(days, i) } : {}),
      ...(view === 'slots' ? { period: pick([1, 7, 30, 90] as const, i) } : {}),
      ...(view !== 'days' && i % 7 === 2 ? { kind: 'flash-sale' as const } : {}),
      ...(view === 'probe' ? { sort: pick(PROBE_SORTS, i), dir: i % 2 ? ('asc' as const) : ('desc' as const) } : {}),
      rows: view === 'probe' ? 50 : CAMPAIGN_PRODUCT_ROWS,
    };
  };
  const kindOf = (i: number) => {
    const s = scopeOf(i);
    return `${s.view}/${s.site ?? 'all'}${s.day ? `/${s.day}` : ''}${s.period ? `/${s.period}d` : ''}`;
  };
  const lines: string[] = [];
  for (const [how, reads] of [
    ['derived', campaigns],
    ['computed', computed],
  ] as const) {
    // The i-th run of a view is run 3i + its index, so each view keeps its share of scopes.
    for (const [v, view] of (['days', 'slots', 'probe'] as const).entries()) {
      const runs = Math.max(1, Math.round(iterations / 3));
      lines.push(await timeQueries(`campaigns ${view}, ${how}`, runs, (i) => reads.analysis(scopeOf(3 * i + v)), (i) => kindOf(3 * i + v)));
    }
  }
  return lines.join('\n');
}
