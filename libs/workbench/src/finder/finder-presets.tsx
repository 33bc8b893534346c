// The product finder's presets (issue 30 item 2): named views a member starts from, each a saved
// view's shape (a name and the ranking query it opens), over the scope the member is in. A preset
// with a money range is over all sites (its money is in US dollars, the same for every site); the
// member narrows it, and saves what they made as a view of their own (SavedViews).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { parseRankingQuery, type RankingQuery } from '@sealens/domain';
import { cx } from '../shared/cx';
import { focusRing } from '../shared/focus-ring';

export interface FinderPreset {
  id: string;
  name: MessageDescriptor;
  /** What it finds, in a seller's words. */
  note: MessageDescriptor;
  /** Its filters as a ranking query string (libs/domain ranking-query.ts keys). */
  query: string;
  /** Over all sites: its money ranges are in US dollars. */
  allSites?: boolean;
}

export const PRODUCT_FINDER_PRESETS: readonly FinderPreset[] = [
  { id: 'rising-young', name: msg`Rising and young`, note: msg`Units up by half or more, listed within 90 days.`, query: 'growthMin=50&ageMax=90' },
  {
    id: 'high-price-few-rivals',
    name: msg`High price, few rivals`,
    note: msg`US$20 or more, in a category at most 10 shops sell.`,
    query: 'priceMin=20&categoryShopsMax=10',
    allSites: true,
  },
  { id: 'open-demand', name: msg`Demand without a moat`, note: msg`Selling and growing with under 0.2 reviews per unit sold.`, query: 'growthMin=0&reviewsPerUnitMax=0.2' },
  { id: 'full-price-growth', name: msg`Growing at full price`, note: msg`Units up a fifth or more without a price cut in 30 days.`, query: 'growthMin=20&priceChangeMin=0' },
  { id: 'proven-sellers', name: msg`Proven and still growing`, note: msg`Rated 4.5 or more, listed over 180 days ago, not shrinking.`, query: 'growthMin=0&ratingMin=4.5&ageMin=180' },
];

/** The view a preset opens from `current`: its filters over the current scope and period (all sites for a money preset), first page, its order. */
export function presetQuery(preset: FinderPreset, current: RankingQuery): RankingQuery {
  const { query: own } = parseRankingQuery(new URLSearchParams(preset.query), { order: current.order, ...(current.entity ? { entity: current.entity } : {}) });
  const { site: _site, ...rest } = current;
  return { ...(preset.allSites ? rest : current), filters: own.filters, sort: own.sort, dir: own.dir, page: 1 };
}

export interface FinderPresetsProps {
  presets: readonly FinderPreset[];
  /** The link of a preset's view (the page's address with its query). */
  hrefOf(preset: FinderPreset): string;
  /** The preset the page shows now, if any. */
  activeId?: string;
  className?: string;
}

/** The presets as links (a view is a link: it opens in a new tab, Back returns). */
export function FinderPresets({ presets, hrefOf, activeId, className }: FinderPresetsProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Start from a preset`} className={className}>
      <h2 className="mb-2 text-sm font-semibold text-ink">{t`Start from a preset`}</h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-5">
        {presets.map((preset) => {
          const active = preset.id === activeId;
          return (
            <li key={preset.id}>
              <a
                href={hrefOf(preset)}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'flex h-full flex-col gap-1 rounded-md p-2 text-sm ring-1 hover:bg-brand-50',
                  active ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-border',
                  focusRing,
                )}
              >
                <span className="font-semibold text-brand-700">{i18n._(preset.name)}</span>
                <span className="text-ink-muted">{i18n._(preset.note)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
