// The finder page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { finderLoader } from './finder-data';
import { FinderPageView } from './finder-page';

export const kind: PageKind<'finder'> = {
  load: (args, page) => finderLoader(page)(args),
  View: FinderPageView,
};
