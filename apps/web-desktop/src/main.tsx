import { deviceRedirectTarget, isMobileUserAgent, workbenchRedirectTarget } from '@sealens/domain';
import { startAuth } from '@sealens/auth';
import { activateLocale, detectInitialLocale } from '@sealens/i18n';
import { mountApp } from '@sealens/ui';
import { App } from './app/app';
import './styles.css';

// Redirects run before anything renders so a redirected visitor never sees a flash of this site.
const target =
  workbenchRedirectTarget(window.location) ?? deviceRedirectTarget(window.location, isMobileUserAgent(navigator.userAgent));
if (target) window.location.replace(target);
else {
  void mountApp(<App />, () => activateLocale(detectInitialLocale()));
  startAuth();
}
