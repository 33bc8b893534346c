// The blue-ocean page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { blueOceanLoader } from './blue-ocean-data';
import { BlueOceanPageView } from './blue-ocean-page';

export const kind: PageKind<'blue-ocean'> = {
  load: (args, page) => blueOceanLoader(args, page.entity),
  View: BlueOceanPageView,
};
