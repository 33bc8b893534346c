// Route module of the workbench's layout (/workbench/*): the shell and the caller's rights.
// Members' pages render on the server as the member's and are never cached publicly (noindex; the
// server sends them private, no-store).
import { msg } from '@lingui/core/macro';
import type { RouteHandle } from '@sealens/ssr';
import { registerWorkbenchCatalog } from '@sealens/workbench';
import { pageTitle } from '../../../app/site-head';

export { WorkbenchShell as Component } from './workbench-shell';
export { shellLoader as loader, shellShouldRevalidate as shouldRevalidate } from './workbench-shell-data';

export const handle: RouteHandle = {
  head: ({ i18n }) => ({ title: pageTitle(i18n._(msg`Workbench`)), noindex: true }),
  query: ['urlCode'],
};

/** The workbench's catalog in the active language (routes.tsx awaits it before the shell renders). */
export const catalogReady = () => registerWorkbenchCatalog();
