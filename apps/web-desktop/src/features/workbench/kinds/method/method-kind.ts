// The method page kind (issue 33 item 4, /workbench/method): a chunk of its own (kinds/page-kinds.ts),
// with the method article's catalog loaded before it first renders.
import { fetchAccuracyTable, registerMethodCatalog } from '@sealens/workbench/method';
import { siteApi } from '@sealens/auth';
import { loaderApi } from '@sealens/ssr';
import type { PageKind } from '../page-kind';
import { MethodPageView } from './method-page';

export const kind: PageKind<'method'> = {
  load: async ({ context }) => ({ table: await fetchAccuracyTable(loaderApi(context, siteApi)) }),
  View: MethodPageView,
  ready: () => registerMethodCatalog(),
};
