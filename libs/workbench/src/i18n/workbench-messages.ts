// The workbench's own catalogs (lingui.config.ts): its interface is downloaded with the first
// workbench page, never with the public site's pages. One chunk per language and part: `workbench`
// (the shell and the ranking kind's pages) with the shell, `workbench-kinds` (the blocks of the
// explanation, contrast, analysis, matrix, finder, blue-ocean, real-time and search kinds) with the
// first page of one of those kinds, so a ranking page does not download the other kinds' strings.
import type { Messages } from '@lingui/core';
import type { LocaleCode } from '@sealens/domain';
import { registerCatalogPart } from '@sealens/i18n';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/workbench.po');
const kindsCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/workbench-kinds.po');
const monitorCatalogs = import.meta.glob<{ messages: Messages }>('../locales/*/workbench-monitor.po');

export async function loadWorkbenchMessages(code: LocaleCode): Promise<Messages> {
  const load = catalogs[`../locales/${code}/workbench.po`];
  if (!load) throw new Error(`No workbench catalog for locale ${code}`);
  return (await load()).messages;
}

export async function loadWorkbenchKindsMessages(code: LocaleCode): Promise<Messages> {
  const load = kindsCatalogs[`../locales/${code}/workbench-kinds.po`];
  if (!load) throw new Error(`No workbench-kinds catalog for locale ${code}`);
  return (await load()).messages;
}

export async function loadWorkbenchMonitorMessages(code: LocaleCode): Promise<Messages> {
  const load = monitorCatalogs[`../locales/${code}/workbench-monitor.po`];
  if (!load) throw new Error(`No workbench-monitor catalog for locale ${code}`);
  return (await load()).messages;
}

/**
 * Makes the workbench's messages part of every locale's catalog and, in the browser, loads the
 * active one's. The server registers it at start (`{ server: true }`): every request's catalog then has it.
 */
export function registerWorkbenchCatalog({ server = false } = {}): Promise<void> {
  return registerCatalogPart('workbench', loadWorkbenchMessages, server ? null : undefined);
}

/**
 * The same for the other kinds' part: a kind other than ranking awaits it in its `ready` (before its
 * first render and before hydration); the server registers it at start with the main part.
 */
export function registerWorkbenchKindsCatalog({ server = false } = {}): Promise<void> {
  return registerCatalogPart('workbench-kinds', loadWorkbenchKindsMessages, server ? null : undefined);
}

/**
 * The monitor centre's part (issue 31): the monitor kind awaits it in its `ready`, the follow panel
 * before it first opens; the server registers it at start with the others.
 */
export function registerWorkbenchMonitorCatalog({ server = false } = {}): Promise<void> {
  return registerCatalogPart('workbench-monitor', loadWorkbenchMonitorMessages, server ? null : undefined);
}
