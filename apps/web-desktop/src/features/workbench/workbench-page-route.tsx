// Every workbench page is one route of the route table (`/workbench/*`): the table, which every
// public page downloads, then stays the same size however many of spec §2's ~70 pages are built.
// This module finds the page by its path (workbench-pages.ts), loads its kind's chunk
// (kinds/page-kinds.ts), runs its loader and renders its view; a path that is not built answers the
// honest not-found page (HTTP 404).
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { createElement, use, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import type { PageKind } from './kinds/page-kind';
import { loadedPageKind, loadPageKind } from './kinds/page-kinds';
import { pageHeading, WORKBENCH_PAGES, type WorkbenchPageConfig } from './workbench-pages';
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

// The home page (the list of the member's pages) is a chunk of its own, as each kind is: a ranking
// page's first load does not carry it (the workbench page budget, tools/checks/bundle-budget.mjs).
let homePage: ComponentType | undefined;
let homeLoading: Promise<ComponentType> | undefined;
function loadHomePage(): Promise<ComponentType> {
  homeLoading ??= import('./workbench-home-page').then((module) => {
    // The chunk-reload guard swallows a failed chunk load, so the import resolves with nothing.
    if (!module?.WorkbenchHomePage) throw new Error('workbench: the home page did not load');
    return (homePage = module.WorkbenchHomePage);
  });
  // A failed load is tried again by the next navigation.
  homeLoading.catch(() => (homeLoading = undefined));
  return homeLoading;
}

export async function loader(args: LoaderFunctionArgs): Promise<WorkbenchPageData> {
  const path = args.params['*'] ?? '';
  const page = pageOf(path);
  if (!page) throw notFound();
  if (page === 'home') {
    await loadHomePage();
    return { path, data: null };
  }
  const kind = (await loadPageKind(page.kind)) as PageKind;
  const [data] = await Promise.all([kind.load(args, page as never), kind.prepare?.(page as never)]);
  return { path, data };
}

/**
 * Before the first hydration (the route table resolves this route's module first): the kind of the
 * page the server rendered, so that page hydrates without waiting on its kind's code.
 */
export async function preloadKindOfLocation(pathname: string): Promise<void> {
  const page = pageOf(pathname.replace(/^\/workbench\//, ''));
  if (page === 'home') await loadHomePage();
  else if (page) await ((await loadPageKind(page.kind)) as PageKind).prepare?.(page as never);
}

export function Component() {
  const { path, data } = useLoaderData() as WorkbenchPageData;
  const page = pageOf(path);
  if (page === 'home') return createElement(homePage ?? use(loadHomePage()));
  if (!page) return null;
  // Loaded by the loader (or before hydration); `use` only covers a chunk still on its way.
  const kind = (loadedPageKind(page.kind) ?? use(loadPageKind(page.kind))) as PageKind;
  return createElement(kind.View as ComponentType<{ page: typeof page; data: unknown }>, { page, data });
}

export const handle: RouteHandle = {
  head: ({ data, i18n }) => {
    const page = pageOf((data as WorkbenchPageData | undefined)?.path);
    const title = page === 'home' ? msg`My workbench` : page?.title;
    return { ...(title ? { title: pageTitle(page && page !== 'home' ? pageHeading(page, i18n._(title)) : i18n._(title)) } : {}), ...(page && page !== 'home' ? { description: i18n._(page.intro) } : {}), noindex: true };
  },
  // Every parameter a workbench page reads (the page cache keys on these, never on the raw query).
  query: [...new Set([...RANKING_PAGE_QUERY, 'id', 'days', 'ids', 'metric', 'name', 'type', 'measure', 'group', 'unread'])],
};
