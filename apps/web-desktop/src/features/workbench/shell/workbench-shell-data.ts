// The shell's data: the caller's rights and allowances (GET /workbench/rights), read on the server
// as the member's (the session cookie travels with the page request) and again after an export.
import { siteApi } from '@sealens/auth';
import type { WorkbenchComponents } from '@sealens/api';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { isMemberRequest } from '../kinds/workbench-api';

/** The shell route's id: its pages read the rights with useRouteLoaderData. */
export const WORKBENCH_SHELL_ROUTE_ID = 'workbench-shell';

export type Rights = WorkbenchComponents['schemas']['Rights'];

export interface ShellData {
  /** Null when the rights could not be read (the pages still load; the bar says so). */
  rights: Rights | null;
  /** The member's unread notifications (issue 31, the top bar's count); null for a visitor or when it could not be read. */
  unread: number | null;
}

async function readRights(api: ReturnType<typeof loaderApi>['workbench']): Promise<Rights | null> {
  try {
    const { data } = await api.GET('/rights', {});
    return data?.code === 200 && data.payload ? data.payload : null;
  } catch {
    return null;
  }
}

async function readUnread(api: ReturnType<typeof loaderApi>['workbench']): Promise<number | null> {
  try {
    const { data } = await api.GET('/notifications/unread', {});
    return data?.code === 200 && data.payload ? data.payload.unread : null;
  } catch {
    return null;
  }
}

export async function shellLoader({ context }: LoaderFunctionArgs): Promise<ShellData> {
  const api = loaderApi(context, siteApi).workbench;
  // Beside the rights, not after them; a visitor is not asked (their 401 would read as a session that ended).
  const [rights, unread] = await Promise.all([readRights(api), isMemberRequest(context) ? readUnread(api) : null]);
  return { rights, unread };
}

/** Rights change with the session or an export, not with a page's filters: asked again only then. */
export function shellShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
