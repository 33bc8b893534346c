// The detail pages of the reading content (issue 15), one module for all: `detailRoute('tips')`
// gives a route its loader, component and head. An unknown id answers the not-found page with
// HTTP 404; a path without its optional id goes to the section's first list page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  ContentArticle,
  ContentLoadError,
  loadContentDetail,
  loadContentPage,
  NEIGHBOUR_WINDOW,
  neighboursOf,
  VideoPlayer,
  type ContentDetail,
  type ContentNeighbours,
  type ContentSummary,
} from '@sealens/content';
import type { RouteHandle } from '@sealens/ssr';
import { buttonClassName } from '@sealens/ui';
import { redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { ArticleLike } from './article-like';
import { contentClient, notFound, readerLocaleOf, type Loaded } from './content-loader-support';
import { COLLEGE_PATH, COLLEGE_TITLE, reportArticlePath, SECTIONS, type SectionKey } from './content-sections';
import { useCrumbs, type CrumbDescriptor } from './use-crumbs';

export type DetailData = Loaded<{ item: ContentDetail; neighbours: ContentNeighbours }>;

export interface DetailOptions {
  /** The list the item belongs to (its breadcrumb, its neighbours, where a bare path goes). */
  list: SectionKey;
  /** Where the item's neighbours and related items open (default: the list's detail path). */
  hrefFor?: (item: ContentSummary) => string;
  /** The canonical path of the item, when another address shows the same item. */
  canonicalFor?: (id: string) => string;
  /** What kind of page this is, for its breadcrumb of the list (default: the list's title). */
  listTitle?: MessageDescriptor;
}

export async function loadDetailPage(options: DetailOptions, { context, params }: Pick<LoaderFunctionArgs, 'context' | 'params'>): Promise<DetailData> {
  const section = SECTIONS[options.list];
  const id = params['id'];
  if (!id) throw redirect(section.listPath(1));
  const client = contentClient(context);
  const lang = readerLocaleOf(context);
  try {
    const [item, window] = await Promise.all([
      loadContentDetail(client, section.source, id, lang),
      loadContentPage(client, section.source, { page: 1, pageSize: NEIGHBOUR_WINDOW, lang }),
    ]);
    if (!item) throw notFound();
    return { state: 'ok', item, neighbours: neighboursOf(window.items, item) };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { state: 'error' };
  }
}

function DetailMedia({ source, item }: { source: string; item: ContentDetail }) {
  if (item.videoUrl) return <VideoPlayer src={item.videoUrl} captions={item.captions} title={item.title} poster={item.coverUrl} />;
  if (source === 'report') {
    return (
      <p>
        <a href={`/report/${encodeURIComponent(item.id)}`} className={buttonClassName('primary', 'md')}>
          <Trans>Open the report</Trans>
        </a>
      </p>
    );
  }
  return null;
}

export function detailRoute(options: DetailOptions) {
  const section = SECTIONS[options.list];
  const hrefFor = options.hrefFor ?? section.detailPath ?? ((item: ContentSummary) => section.listPath(1) + `#${item.id}`);
  function Component() {
    const data = useLoaderData<DetailData>();
    const revalidator = useRevalidator();
    const levels: CrumbDescriptor[] = section.inCollege ? [{ label: COLLEGE_TITLE, href: COLLEGE_PATH }] : [];
    levels.push({ label: options.listTitle ?? section.title, href: section.listPath(1) });
    const crumbs = useCrumbs(levels);
    if (data.state === 'error') {
      return (
        <div className="mx-auto max-w-3xl px-6 py-10">
          <ContentLoadError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
        </div>
      );
    }
    return (
      <div className="px-6 py-10">
        <ContentArticle
          key={data.item.id}
          item={data.item}
          crumbs={crumbs}
          neighbours={data.neighbours}
          hrefFor={hrefFor}
          media={<DetailMedia source={section.source} item={data.item} />}
          {...(section.source === 'article' ? { actions: <ArticleLike articleId={data.item.id} likes={data.item.likes} /> } : {})}
        />
      </div>
    );
  }
  const handle: RouteHandle = {
    query: [],
    head: ({ i18n, data, params }) => {
      const loaded = data as DetailData | undefined;
      if (!loaded) return { title: pageTitle(i18n._(msg`The page you visited does not exist`)) };
      if (loaded.state === 'error') return { title: pageTitle(i18n._(section.title)), description: i18n._(section.description) };
      return {
        title: pageTitle(loaded.item.title),
        description: loaded.item.summary || i18n._(section.description),
        ...(options.canonicalFor && params['id'] ? { canonicalPath: options.canonicalFor(params['id']) } : {}),
      };
    },
  };
  return { loader: (args: LoaderFunctionArgs) => loadDetailPage(options, args), Component, handle };
}

/** /article/report/{id}: a report's summary page, its neighbours on their own summary pages; the report itself opens at /report/{id}. */
export const reportArticleRoute = () => detailRoute({ list: 'reports', hrefFor: reportArticlePath, listTitle: msg`Reports` });
