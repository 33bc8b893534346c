// User feedback (spec §3 "Feedback: type, complaint, problemDescription, imgUrl"; spec §7
// GET /user-back/userFeedback). The spec gives the fields only: the kinds and lengths are ours
// (DESIGN §4 "calls whose details are not shown"), shared by the sites' form and the server's checks.

/** The kinds of feedback, by the `type` value sent. */
export const FEEDBACK_TYPES = ['1', '2', '3', '4', '5'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** `complaint`: '1' when the user files it as a complaint about the service (customer service answers), else '0'. */
export const FEEDBACK_COMPLAINT_VALUES = ['0', '1'] as const;
/** The problem description: at least 10 and at most 500 characters (after trimming). */
export const FEEDBACK_DESCRIPTION_MIN = 10;
export const FEEDBACK_DESCRIPTION_MAX = 500;
/** One screenshot or photo, uploaded first; its stored address travels as `imgUrl`. */
export const FEEDBACK_IMAGES_MAX = 1;
