// Server-only entry (react-dom/server): imported by the sites' entry-server.tsx, never by a page.
export { createSiteRendererFactory } from './server/create-site-renderer';
export type { SiteRendererConfig } from './server/create-site-renderer';
export { fillTemplate } from './server/document-template';
