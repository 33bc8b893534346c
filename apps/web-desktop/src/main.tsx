import { startAuth } from '@sealens/auth';
import { deviceRedirectTarget, isMobileUserAgent, workbenchRedirectTarget } from '@sealens/domain';
import { activateLocale, detectInitialLocale, savedLocale } from '@sealens/i18n';
import { startSite } from '@sealens/ssr';
import { SiteApp } from './app/app';
import { holdEarlyClicks, replayEarlyClick } from './app/early-clicks';
import { routes } from './app/routes';
import './styles.css';

// The server sends these redirects itself (302); these rules stay for static hosting, and the
// `#/...` rule can only live here: servers never see a hash.
const target =
  workbenchRedirectTarget(window.location) ?? deviceRedirectTarget(window.location, isMobileUserAgent(navigator.userAgent));
if (target) window.location.replace(target);
else {
  holdEarlyClicks();
  void startSite({
    routes,
    activateLocale,
    detectLocale: detectInitialLocale,
    savedLocale,
    wrap: (router, hydration) => <SiteApp router={router} member={hydration?.member ?? false} />,
    afterRender: () => {
      startAuth();
      replayEarlyClick();
    },
  });
}
