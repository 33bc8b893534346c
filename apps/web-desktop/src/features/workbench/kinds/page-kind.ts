// What every page kind module gives the workbench's page route (kinds/page-kinds.ts loads them).
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { WorkbenchPageConfig } from '../workbench-pages';

export type PageKindName = WorkbenchPageConfig['kind'];
export type PageOfKind<K extends PageKindName> = Extract<WorkbenchPageConfig, { kind: K }>;

export interface PageKind<K extends PageKindName = PageKindName> {
  /** The kind's data for one page (its configuration) and request. */
  load: (args: LoaderFunctionArgs, page: PageOfKind<K>) => Promise<unknown>;
  /** Renders what `load` gave. */
  View: ComponentType<{ page: PageOfKind<K>; data: never }>;
  /** Resolves when the kind can render (its own catalog loaded); awaited once, before it is first used. */
  ready?: () => Promise<void>;
  /** Resolves when one page of the kind can render (its entity's column set); the route awaits it before rendering or hydrating. */
  prepare?: (page: PageOfKind<K>) => Promise<void>;
}
