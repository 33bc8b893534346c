// The content kinds of the main base (openapi/main.yaml, tag content) and the path each is read at.
// One source per kind, so every page, list and detail of the business college, the classroom,
// industry news, guides, tutorials, resources and success stories reads through the same loaders.

export const CONTENT_SOURCES = {
  article: '/article',
  course: '/course',
  tip: '/operatingTips',
  release: '/releaseRecord',
  report: '/report',
  news: '/industryNews',
  guide: '/noviceGuide',
  tutorial: '/videoTutorial',
  resource: '/resource',
  case: '/successfulCase',
} as const;

export type ContentSource = keyof typeof CONTENT_SOURCES;

/** Items on one page of a content list. */
export const CONTENT_PAGE_SIZE = 10;
/** How many related items a detail page shows. */
export const RELATED_ITEMS = 4;
/** The most items the API gives in one page (openapi PageSize maximum): the neighbours are read among these. */
export const NEIGHBOUR_WINDOW = 100;
