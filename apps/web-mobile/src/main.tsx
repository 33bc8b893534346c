import { startAuth } from '@sealens/auth';
import { deviceRedirectTarget, isMobileUserAgent } from '@sealens/domain';
import { activateLocale, detectInitialLocale, savedLocale } from '@sealens/i18n';
import { startSite } from '@sealens/ssr';
import { SiteApp } from './app/app';
import { MOBILE_BASENAME, routes } from './app/routes';
import './styles.css';

// A desktop browser on /m goes to the desktop site (DESIGN.md §4). The server sends this redirect
// itself (302); the rule stays here for static hosting.
const target = deviceRedirectTarget(window.location, isMobileUserAgent(navigator.userAgent));
if (target) window.location.replace(target);
else {
  void startSite({
    routes,
    basename: MOBILE_BASENAME,
    activateLocale,
    detectLocale: detectInitialLocale,
    savedLocale,
    wrap: (router, hydration) => <SiteApp router={router} member={hydration?.member ?? false} />,
    afterRender: startAuth,
  });
}
