// Saved views (issue 26 item 7): a member names the query of the page they are on.
/** The longest name of a saved view. */
export const SAVED_VIEW_NAME_MAX = 60;
/** The longest query a saved view stores (a ranking's full state is far below it). */
export const SAVED_VIEW_QUERY_MAX = 2_000;
/** Workbench pages a view may belong to: the path under /workbench/. */
export const SAVED_VIEW_PAGE = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+){0,2}$/;
