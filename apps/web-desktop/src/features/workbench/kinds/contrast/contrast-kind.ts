// The contrast page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts). A
// competitive analysis page (its configuration's `competition`) reads a shop and its rivals instead.
import { createElement } from 'react';
import type { PageKind } from '../page-kind';
import { competitionLoader, type CompetitionData } from './competition-data';
import { CompetitionPageView } from './competition-page';
import { contrastLoader, type ContrastData } from './contrast-data';
import { ContrastPageView } from './contrast-page';

export const kind: PageKind<'contrast'> = {
  load: (args, page) => (page.competition ? competitionLoader(args, page) : contrastLoader(args, page.entity)),
  View: ({ page, data }) =>
    page.competition ? createElement(CompetitionPageView, { page, data: data as CompetitionData }) : createElement(ContrastPageView, { page, data: data as ContrastData }),
};
