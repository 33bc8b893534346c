// The mobile site's server entry (built by `nx build web-mobile` into dist/apps/web-mobile-server),
// loaded by the reference server through the SiteRenderer interface of libs/domain.
import { createRequestI18n } from '@sealens/i18n';
import { createSiteRendererFactory } from '@sealens/ssr/server';
import { registerMethodCatalog } from '@sealens/workbench/method';
import { SiteApp } from './app/app';
import { MOBILE_BASENAME, routes } from './app/routes';
import { siteHead } from './app/site-head';

// Every request's catalog carries the method page's texts (the browser loads them with /m/method).
void registerMethodCatalog({ server: true });

export const createRenderer = createSiteRendererFactory({
  routes,
  basename: MOBILE_BASENAME,
  createI18n: createRequestI18n,
  defaultHead: siteHead,
  wrap: (router, { i18n, member }) => <SiteApp router={router} i18n={i18n} member={member} />,
});
