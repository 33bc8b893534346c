// A content item's page body (issue 15): breadcrumbs, title, date, reading time, views, the
// language note, an optional media part (player, like button, report link), the body, then the
// previous/next items and related ones.
import { Trans } from '@lingui/react/macro';
import { formatNumber, localeIso } from '@sealens/domain';
import type { ReactNode } from 'react';
import type { ContentDetail, ContentNeighbours, ContentSummary } from '../api/content-loaders';
import { ContentBreadcrumbs, type Crumb } from './content-breadcrumbs';
import { ContentDate } from './content-date';
import { ContentNeighboursNav } from './content-neighbours-nav';
import { LanguageFallbackNote } from './language-fallback-note';
import { useReaderLocale } from './use-reader-locale';

export interface ContentArticleProps {
  item: ContentDetail;
  /** Levels above the item; the item's title is added last. */
  crumbs: readonly Crumb[];
  neighbours: ContentNeighbours;
  hrefFor: (item: ContentSummary) => string;
  /** Shown between the header and the body (a video player, a report link). */
  media?: ReactNode;
  /** Shown under the body (the like button). */
  actions?: ReactNode;
}

export function ContentArticle({ item, crumbs, neighbours, hrefFor, media, actions }: ContentArticleProps) {
  const locale = useReaderLocale();
  const views = formatNumber(item.views, { locale });
  const minutes = item.readingMinutes;
  const lang = item.lang ? localeIso(item.lang) : undefined;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="content-article">
      <ContentBreadcrumbs crumbs={[...crumbs, { label: item.title }]} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink" lang={lang}>
          {item.title}
        </h1>
        <p className="flex flex-wrap gap-x-4 text-sm text-ink-subtle">
          <ContentDate time={item.publishTime} />
          <span data-testid="reading-time">
            <Trans>{minutes} min read</Trans>
          </span>
          <span>
            <Trans>{views} views</Trans>
          </span>
        </p>
      </header>
      <LanguageFallbackNote lang={item.lang} />
      {media}
      {/* The body is HTML from the content store of our own API (editors' markup, not user input). */}
      <div className="content-body flex flex-col gap-4 leading-relaxed text-ink" lang={lang} dangerouslySetInnerHTML={{ __html: item.content }} />
      {actions}
      <ContentNeighboursNav previous={neighbours.previous} next={neighbours.next} related={neighbours.related} hrefFor={hrefFor} />
    </article>
  );
}
