// Fixed request parameters of the home calls (spec §3, §7, §9).

/** brand ranking top 10: dayOrWeek when the caller gives none. */
export const BRAND_RANKING_DEFAULT_DAY_OR_WEEK = 1;
/** front image windows: showAddress is always this. */
export const FRONT_IMAGE_SHOW_ADDRESS = 1;
