// The monitor centre as the page route loads it: a chunk of its own (kinds/page-kinds.ts), so no
// ranking page carries the monitors' tables, rules editor or notification centre.
import { registerWorkbenchMonitorCatalog } from '@sealens/workbench';
import type { PageKind } from '../page-kind';
import { monitorLoader } from './monitor-data';
import { MonitorPageView } from './monitor-page';

export const kind: PageKind<'monitor'> = {
  load: (args, page) => monitorLoader(args, page),
  View: MonitorPageView,
  // The monitors' strings are a catalog part of their own (lingui.config.ts), not the other kinds' part.
  ready: () => registerWorkbenchMonitorCatalog(),
};
