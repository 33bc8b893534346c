// Sourcing as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { sourcingLoader } from './sourcing-data';
import { SourcingPageView } from './sourcing-page';

export const kind: PageKind<'sourcing'> = {
  load: (args) => sourcingLoader(args),
  View: SourcingPageView,
};
