// The contract between the reference server and a site's server entry (issue #9). The server
// imports no React: it loads each site's built `entry-server.js` at start and talks to it only
// through these types.

/** Answers an API request in the same process (the server's own fetch handler, no socket). */
export type InProcessFetch = (request: Request) => Promise<Response>;

export interface SiteRendererOptions {
  /** The site's built index.html: the document every rendered page is poured into. */
  template: string;
  /** The API, in process. Loaders call it through the same typed clients the browser uses. */
  apiFetch: InProcessFetch;
}

export interface SiteRenderer {
  /** One page as a full HTML response (status 200, 404 or 500; 3xx for a loader's redirect). */
  render(request: Request): Promise<Response>;
}

/** What `entry-server.js` of each site exports. */
export type CreateSiteRenderer = (options: SiteRendererOptions) => SiteRenderer;

/** Response header a renderer sets on HTML that shows a member's view (never publicly cacheable). */
export const RENDERED_FOR_MEMBER_HEADER = 'X-Sealens-Member-View';

/** The name of the HttpOnly session cookie the reference server sets at login. */
export const SESSION_COOKIE_NAME = 'sealens_token';

/**
 * Response header a renderer sets with the query parameters the page's routes declared they read
 * (comma-separated, possibly empty); absent when a matched route declared nothing. The server keys
 * its page cache on these parameters only, so `?utm=1` and `?utm=2` share one rendering.
 */
export const PAGE_QUERY_HEADER = 'X-Sealens-Page-Query';
