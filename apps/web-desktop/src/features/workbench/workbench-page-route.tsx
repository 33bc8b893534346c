// Every workbench page is one route of the route table (`/workbench/*`): the table, which every
// public page downloads, then stays the same size however many of spec §2's ~70 pages are built.
// This module finds the page by its path (workbench-pages.ts), runs its kind's loader and renders
// its kind; a path that is not built answers the honest not-found page (HTTP 404).
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { contrastLoader, type ContrastData } from './kinds/contrast/contrast-data';
import { ContrastPageView } from './kinds/contrast/contrast-page';
import { explanationLoader, type ExplanationData } from './kinds/explanation/explanation-data';
import { ExplanationPageView } from './kinds/explanation/explanation-page';
import { rankingLoader, type RankingData } from './kinds/ranking/ranking-data';
import { RankingPageView } from './kinds/ranking/ranking-page';
import { WorkbenchHomePage } from './workbench-home-page';
import { WORKBENCH_PAGES, type WorkbenchPageConfig } from './workbench-pages';
import { RANKING_PAGE_QUERY } from './kinds/ranking/ranking-links';

/** What the page's loader gives: the page's path (its configuration) and its kind's data. */
export interface WorkbenchPageData {
  path: string;
  data: unknown;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

function pageOf(path: string | undefined): WorkbenchPageConfig | 'home' | undefined {
  if (path === 'home') return 'home';
  return WORKBENCH_PAGES.find((p) => p.path === path);
}

export async function loader(args: LoaderFunctionArgs): Promise<WorkbenchPageData> {
  const path = args.params['*'] ?? '';
  const page = pageOf(path);
  if (!page) throw notFound();
  if (page === 'home') return { path, data: null };
  switch (page.kind) {
    case 'ranking':
      return { path, data: await rankingLoader(page.path, page.order, page.entity)(args) };
    case 'explanation':
      return { path, data: await explanationLoader(args, page.entity) };
    case 'contrast':
      return { path, data: await contrastLoader(args, page.entity) };
  }
}

export function Component() {
  const { path, data } = useLoaderData() as WorkbenchPageData;
  const page = pageOf(path);
  if (page === 'home') return <WorkbenchHomePage />;
  switch (page?.kind) {
    case 'ranking':
      return <RankingPageView page={page} data={data as RankingData} />;
    case 'explanation':
      return <ExplanationPageView page={page} data={data as ExplanationData} />;
    case 'contrast':
      return <ContrastPageView page={page} data={data as ContrastData} />;
    default:
      return null;
  }
}

export const handle: RouteHandle = {
  head: ({ data, i18n }) => {
    const page = pageOf((data as WorkbenchPageData | undefined)?.path);
    const title = page === 'home' ? msg`My workbench` : page?.title;
    return { ...(title ? { title: pageTitle(i18n._(title)) } : {}), ...(page && page !== 'home' ? { description: i18n._(page.intro) } : {}), noindex: true };
  },
  // Every parameter a workbench page reads (the page cache keys on these, never on the raw query).
  query: [...new Set([...RANKING_PAGE_QUERY, 'id', 'days', 'ids', 'metric'])],
};
