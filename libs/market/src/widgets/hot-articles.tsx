// Hot articles (spec §2 home widgets; §7 hot articles with isArticle, pageNum, pageSize): the most
// read articles of the business college, each opening its article page (spec §2 /article routes).
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { HOT_ARTICLES_PAGE_SIZE, loadHotArticles, type ArticleSummary } from '../api/home-widget-loaders';
import { useFormatLocale } from '../shared/use-format-locale';
import { useWidgetData } from './use-widget-data';
import { WidgetFrame } from './widget-frame';
import { useMarketApi } from '../api/market-api-context';

export interface HotArticlesProps {
  initial: ArticleSummary[] | null;
  /** Where an article opens (the site's article route). */
  articleHref: (id: string) => string;
}

export function HotArticles({ initial, articleHref }: HotArticlesProps) {
  const { t } = useLingui();
  const api = useMarketApi();
  const locale = useFormatLocale();
  const widget = useWidgetData({ params: {}, data: initial }, () => loadHotArticles(api()));
  const count = HOT_ARTICLES_PAGE_SIZE;
  return (
    <WidgetFrame
      title={t`Hot articles`}
      loading={widget.data === null && !widget.failed}
      failed={widget.failed}
      onRetry={widget.retry}
      minHeight="min-h-48"
      testId="hot-articles"
    >
      {widget.data?.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">
          <Trans>No articles yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t`The ${count} most read articles`}>
          {widget.data?.map((article) => {
            const views = formatNumber(article.views, { locale });
            return (
              <li key={article.id} className="flex items-baseline justify-between gap-3">
                <a href={articleHref(article.id)} className="line-clamp-1 text-sm text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                  {article.title}
                </a>
                <span className="shrink-0 text-xs text-ink-muted tabular-nums">
                  <Trans>{views} views</Trans>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </WidgetFrame>
  );
}
