// The desktop site's server entry (built by `nx build web-desktop` into dist/apps/web-desktop-server),
// loaded by the reference server through the SiteRenderer interface of libs/domain.
import { createRequestI18n } from '@sealens/i18n';
import { createSiteRendererFactory } from '@sealens/ssr/server';
import { registerWorkbenchCatalog, registerWorkbenchKindsCatalog, registerWorkbenchMonitorCatalog } from '@sealens/workbench';
import { registerMethodCatalog } from '@sealens/workbench/method';
import { SiteApp } from './app/app';
import { routes } from './app/routes';
import { siteHead } from './app/site-head';

// Every request's catalog carries the workbench's messages (the browser loads them with its first page).
void registerWorkbenchCatalog({ server: true });
void registerWorkbenchKindsCatalog({ server: true });
void registerWorkbenchMonitorCatalog({ server: true });
// And the method pages' (issue 33 item 4), which the browser loads with a method page.
void registerMethodCatalog({ server: true });

export const createRenderer = createSiteRendererFactory({
  routes,
  createI18n: createRequestI18n,
  defaultHead: siteHead,
  wrap: (router, { i18n, member }) => <SiteApp router={router} i18n={i18n} member={member} />,
});
