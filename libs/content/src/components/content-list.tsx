// One page of a content list: each item a card with its title (the link), summary, date and views.
// An item shown in another language than the reader's says which.
import { Trans } from '@lingui/react/macro';
import { formatNumber, localeIso } from '@sealens/domain';
import type { ReactNode } from 'react';
import type { ContentSummary } from '../api/content-loaders';
import { ContentDate } from './content-date';
import { languageName } from './language-fallback-note';
import { useReaderLocale } from './use-reader-locale';

export interface ContentListProps {
  items: readonly ContentSummary[];
  /** Where an item opens; without it the items are read in the list (release records). */
  hrefFor?: (item: ContentSummary) => string;
  /** The heading level of item titles (the page's h1 sits above). */
  titleLevel?: 'h2' | 'h3';
  /** Extra per item (a play button, a report link). */
  extra?: (item: ContentSummary) => ReactNode;
}

export function ContentList({ items, hrefFor, titleLevel = 'h2', extra }: ContentListProps) {
  const locale = useReaderLocale();
  const Title = titleLevel;
  if (items.length === 0) {
    return (
      <p className="rounded-md bg-surface-muted py-10 text-center text-ink-muted" data-testid="content-empty">
        <Trans>Nothing here yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="content-list">
      {items.map((item) => {
        const views = formatNumber(item.views, { locale });
        const other = item.lang && item.lang !== locale ? item.lang : null;
        return (
          <li key={item.id} className="flex gap-4 py-4">
            {item.coverUrl && <img src={item.coverUrl} alt="" width={96} height={96} loading="lazy" className="size-24 shrink-0 rounded-md object-cover" />}
            <div className="min-w-0 flex-1">
              <Title className="text-lg font-semibold text-ink" lang={item.lang ? localeIso(item.lang) : undefined}>
                {hrefFor ? (
                  <a href={hrefFor(item)} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </Title>
              {item.summary && (
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted" lang={item.lang ? localeIso(item.lang) : undefined}>
                  {item.summary}
                </p>
              )}
              <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-ink-subtle">
                <ContentDate time={item.publishTime} />
                <span>
                  <Trans>{views} views</Trans>
                </span>
                {other && (
                  <span>
                    <Trans>In {languageName(other, locale)}</Trans>
                  </span>
                )}
              </p>
              {extra?.(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
