// The search page's results (issue 29 item 6, search/search?name=&type=6): what a name finds, one
// group per entity (products, shops, search words, brands, categories), each item a link to its explanation page. A
// group that found nothing says so; the page says when nothing was asked yet.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ProductPicture, SiteBadge } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import type { ItemRef } from '../shared/types';

export interface SearchResultGroup {
  /** The entity's key (product, shop, keyword). */
  key: string;
  /** The group's heading ("Products"). */
  title: string;
  matches: readonly ItemRef[];
  href(item: ItemRef): string;
}

export interface SearchResultsProps {
  groups: readonly SearchResultGroup[];
  /** Heading level of each group under the page's (h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

function Group({ group, headingLevel }: { group: SearchResultGroup; headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const count = group.matches.length;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" data-entity={group.key}>
      <Heading id={id} className="text-base font-semibold text-ink">
        {group.title} <span className="text-sm font-normal text-ink-muted">({count})</span>
      </Heading>
      {count === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>Nothing of this kind matches.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {group.matches.map((item) => (
            <li key={`${item.site}-${item.id}`}>
              <a
                href={group.href(item)}
                className="flex items-center gap-3 px-3 py-2 text-sm text-ink hover:bg-surface-muted focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.image ? <ProductPicture src={item.image} /> : <span className="inline-block size-10 shrink-0 rounded bg-surface-muted" aria-hidden="true" />}
                <span className="line-clamp-2 min-w-0 flex-1">{item.title}</span>
                {/* A category over all sites has no site of its own. */}
                {item.site === 'ALL' ? <span className="text-xs text-ink-muted">{t`All sites`}</span> : <SiteBadge site={item.site} />}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SearchResults({ groups, headingLevel = 2, className }: SearchResultsProps) {
  return (
    <div className={cx('flex flex-col gap-6', className)}>
      {groups.map((group) => (
        <Group key={group.key} group={group} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
