// Browser-safe entry: the page pattern (head, loader context) and the hydrating start.
export { resolveHead, routeStatus, SITE_NAME } from './head/page-head';
export type { HeadArgs, HeadBuilder, PageHead, RouteHandle } from './head/page-head';
export { useDocumentHead } from './head/use-document-head';
export { HYDRATION_ELEMENT_ID, readHydrationData } from './hydration/hydration-data';
export { HYDRATE_MARGIN, HydrateWhenVisible, releaseDeferredHydration } from './hydration/hydrate-when-visible';
export { lazyPart, type LazyPart } from './hydration/lazy-part';
export type { HydrationData } from './hydration/hydration-data';
export { isServerLoaderContext, loaderApi } from './loader/loader-context';
export type { ServerLoaderContext } from './loader/loader-context';
export { resolveLazyRoutes, startSite } from './client/start-site';
export type { StartSiteOptions } from './client/start-site';
