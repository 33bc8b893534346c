// The search page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { searchLoader } from './search-data';
import { SearchPageView } from './search-page';

export const kind: PageKind<'search'> = {
  load: (args) => searchLoader(args),
  View: SearchPageView,
};
