// How the workbench's loaders reach the API: the server's in-process clients as the member whose
// page it renders, or the browser's own. Member-only calls (views, columns) are made only for a
// member: a visitor's 401 would read as a session that ended (spec §8).
import type { ApiClients } from '@sealens/api';
import { authAtoms, authStore, siteApi } from '@sealens/auth';
import { isServerLoaderContext, loaderApi } from '@sealens/ssr';

export type WorkbenchClient = ApiClients['workbench'];

export function workbenchApi(context: unknown): WorkbenchClient {
  return loaderApi(context, siteApi).workbench;
}

/** Whether the page is asked for by a member (the verified session on the server, the store in the browser). */
export function isMemberRequest(context: unknown): boolean {
  return isServerLoaderContext(context) ? context.member : authStore.get(authAtoms.isLoggedInAtom);
}

/** An answer's payload when its code is 200, else undefined. */
export function payloadOf<T>(answer: { code?: number; payload?: T } | undefined): T | undefined {
  return answer?.code === 200 ? answer.payload : undefined;
}
