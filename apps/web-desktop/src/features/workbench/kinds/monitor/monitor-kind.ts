// The monitor centre as the page route loads it: a chunk of its own (kinds/page-kinds.ts), so no
// ranking page carries the monitors' tables, rules editor or notification centre.
import type { PageKind } from '../page-kind';
import { monitorLoader } from './monitor-data';
import { MonitorPageView } from './monitor-page';

export const kind: PageKind<'monitor'> = {
  load: (args, page) => monitorLoader(args, page),
  View: MonitorPageView,
};
