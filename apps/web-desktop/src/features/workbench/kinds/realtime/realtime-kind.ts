// The real-time category ranking as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { realtimeLoader } from './realtime-data';
import { RealtimePageView } from './realtime-page';

export const kind: PageKind<'realtime'> = {
  load: (args) => realtimeLoader(args),
  View: RealtimePageView,
};
