// The operation aids page kind (issue 32 item 5, /workbench/tools/leliao): a chunk of its own
// (kinds/page-kinds.ts); its few strings are in the workbench catalog's first part.
import type { PageKind } from '../page-kind';
import { ToolsPageView } from './tools-page';

export const kind: PageKind<'tools'> = {
  load: async () => null,
  View: ToolsPageView,
};
