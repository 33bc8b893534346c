// Market selection as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { matrixLoader } from './matrix-data';
import { MatrixPageView } from './matrix-page';

export const kind: PageKind<'matrix'> = {
  load: (args) => matrixLoader(args),
  View: MatrixPageView,
};
