// Limits of the Q&A community (issue 15 item 4), shared by the server's checks and the forms'
// inputs. The spec gives none for questions; these are the reference server's contract
// (openapi/main.yaml: /qa/question/save, /qa/reply, the image upload).

/** Longest question title, in characters. */
export const QA_TITLE_MAX = 200;
/** Longest question text or reply, in characters. */
export const QA_CONTENT_MAX = 10_000;
/** Most images one question may carry. */
export const QA_IMAGES_MAX = 9;
/** Largest image the upload call accepts, in bytes (5 MB). */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Picture types the upload call recognises (by their bytes). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Questions per page of the Q&A community list (/QACommunity/{page}); the sitemap counts pages by it. */
export const QA_LIST_PAGE_SIZE = 10;
