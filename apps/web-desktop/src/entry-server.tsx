// The desktop site's server entry (built by `nx build web-desktop` into dist/apps/web-desktop-server),
// loaded by the reference server through the SiteRenderer interface of libs/domain.
import { createRequestI18n } from '@sealens/i18n';
import { createSiteRendererFactory } from '@sealens/ssr/server';
import { SiteApp } from './app/app';
import { routes } from './app/routes';
import { siteHead } from './app/site-head';

export const createRenderer = createSiteRendererFactory({
  routes,
  createI18n: createRequestI18n,
  defaultHead: siteHead,
  wrap: (router, { i18n, member }) => <SiteApp router={router} i18n={i18n} member={member} />,
});
