// The explanation page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { explanationLoader } from './explanation-data';
import { ExplanationPageView } from './explanation-page';

export const kind: PageKind<'explanation'> = {
  load: (args, page) => explanationLoader(args, page.entity, page.scope),
  View: ExplanationPageView,
};
