import { deviceRedirectTarget, isMobileUserAgent } from '@sealens/domain';
import { startAuth } from '@sealens/auth';
import { activateLocale, detectInitialLocale } from '@sealens/i18n';
import { mountApp } from '@sealens/ui';
import { App } from './app/app';
import './styles.css';

// A desktop browser on /m goes to the desktop site before anything renders (DESIGN.md §4).
const target = deviceRedirectTarget(window.location, isMobileUserAgent(navigator.userAgent));
if (target) window.location.replace(target);
else {
  void mountApp(<App />, () => activateLocale(detectInitialLocale()));
  startAuth();
}
