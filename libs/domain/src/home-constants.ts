// Fixed request parameters of the home calls (spec §3, §7, §9).

/** brand ranking top 10: dayOrWeek when the caller gives none. */
export const BRAND_RANKING_DEFAULT_DAY_OR_WEEK = 1;
/** front image windows: showAddress is always this. */
export const FRONT_IMAGE_SHOW_ADDRESS = 1;

/** Rows of each home ranking a visitor sees before "log in to see more" (DESIGN §4: "their first rows"). */
export const VISITOR_RANKING_ROWS = 5;
/**
 * Rows the server answers a visitor for a home ranking: the visitor's rows and one more, so the
 * page knows there is more to see; the rest needs a session (spec §1, §6).
 */
export const VISITOR_RANKING_ANSWER_ROWS = VISITOR_RANKING_ROWS + 1;
