// The analysis page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { analysisLoader } from './analysis-data';
import { AnalysisPageView } from './analysis-page';

export const kind: PageKind<'analysis'> = {
  load: (args, page) => analysisLoader(args, page),
  View: AnalysisPageView,
};
