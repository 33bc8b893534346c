// The contrast page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { contrastLoader } from './contrast-data';
import { ContrastPageView } from './contrast-page';

export const kind: PageKind<'contrast'> = {
  load: (args, page) => contrastLoader(args, page.entity),
  View: ContrastPageView,
};
