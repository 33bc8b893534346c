// The shell's data: the caller's rights and allowances (GET /workbench/rights), read on the server
// as the member's (the session cookie travels with the page request) and again after an export.
import { siteApi } from '@sealens/auth';
import type { WorkbenchComponents } from '@sealens/api';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

/** The shell route's id: its pages read the rights with useRouteLoaderData. */
export const WORKBENCH_SHELL_ROUTE_ID = 'workbench-shell';

export type Rights = WorkbenchComponents['schemas']['Rights'];

export interface ShellData {
  /** Null when the rights could not be read (the pages still load; the bar says so). */
  rights: Rights | null;
}

export async function shellLoader({ context }: LoaderFunctionArgs): Promise<ShellData> {
  try {
    const { data } = await loaderApi(context, siteApi).workbench.GET('/rights', {});
    return { rights: data?.code === 200 && data.payload ? data.payload : null };
  } catch {
    return { rights: null };
  }
}

/** Rights change with the session or an export, not with a page's filters: asked again only then. */
export function shellShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
