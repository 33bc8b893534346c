// The list pages of the reading content (issue 15), one module for all: `listRoute('courses')` gives
// a route its loader, component and head. The page number is the route's `:page` segment or `?page=`
// (content-sections.ts); a page past the end answers 404.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { loadContentPage, type ContentPage, type ContentSummary } from '@sealens/content';
import type { RouteHandle } from '@sealens/ssr';
import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { contentClient, notFound, pageNumberOf, readerLocaleOf, type Loaded } from './content-loader-support';
import { CollegeFrame } from './college-frame';
import { ContentListPage } from './content-list-page';
import { COLLEGE_PATH, COLLEGE_TITLE, reportArticlePath, SECTIONS, type SectionKey } from './content-sections';
import { useCrumbs } from './use-crumbs';

export type ListData = Loaded<{ page: ContentPage }> & { pageNumber: number };

export async function loadListPage(key: SectionKey, { context, params, request }: Pick<LoaderFunctionArgs, 'context' | 'params' | 'request'>): Promise<ListData> {
  const section = SECTIONS[key];
  const pageNumber = pageNumberOf(params['page'] ?? new URL(request.url).searchParams.get('page'));
  try {
    const page = await loadContentPage(contentClient(context), section.source, { page: pageNumber, lang: readerLocaleOf(context) });
    if (pageNumber > page.pageCount) throw notFound();
    return { state: 'ok', page, pageNumber };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { state: 'error', pageNumber };
  }
}

function reportExtra(item: ContentSummary): ReactNode {
  return (
    <a href={reportArticlePath(item)} className="mt-2 inline-block text-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
      <Trans>Read the summary</Trans>
    </a>
  );
}

export function listRoute(key: SectionKey) {
  const section = SECTIONS[key];
  function Component() {
    const data = useLoaderData<ListData>();
    const crumbs = useCrumbs(section.inCollege ? [{ label: COLLEGE_TITLE, href: COLLEGE_PATH }] : []);
    const { i18n } = useLingui();
    const list = (
      <ContentListPage
        title={i18n._(section.title)}
        description={i18n._(section.description)}
        crumbs={crumbs}
        page={data.state === 'ok' ? data.page : null}
        listPath={section.listPath}
        {...(section.detailPath ? { hrefFor: section.detailPath } : {})}
        {...(key === 'reports' ? { extra: reportExtra } : {})}
      />
    );
    return section.inCollege ? <CollegeFrame>{list}</CollegeFrame> : <div className="mx-auto max-w-5xl px-6 py-10">{list}</div>;
  }
  const handle: RouteHandle = {
    query: ['page'],
    head: ({ i18n, data }) => {
      const loaded = data as ListData | undefined;
      if (!loaded) return { title: pageTitle(i18n._(msg`The page you visited does not exist`)) };
      const n = loaded.pageNumber;
      const title = n > 1 ? i18n._(msg`${i18n._(section.title)} · page ${n}`) : i18n._(section.title);
      return {
        title: pageTitle(title),
        description: i18n._(section.description),
        canonicalPath: (section.canonicalListPath ?? section.listPath)(n),
      };
    },
  };
  return { loader: (args: LoaderFunctionArgs) => loadListPage(key, args), Component, handle };
}
