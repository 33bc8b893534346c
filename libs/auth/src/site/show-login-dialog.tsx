// Composition of the login dialog for the browser: the site API, the app-wide store, the toasts,
// the configured captcha and the system clock, injected into the flow machine.
import { I18nProvider } from '@lingui/react';
import { i18n } from '@sealens/i18n';
import type { CaptchaProvider } from '../captcha/captcha-provider';
import { CaptchaContext } from '../captcha/captcha-provider';
import { createCaptchaFromConfig } from '../captcha/captcha-config';
import { openLoginDialog } from '../dialog/login-dialog-host';
import { createLoginDialogMachine } from '../flows/login-dialog-machine';
import { createAuthGateway } from '../gateway/auth-gateway';
import { systemClock } from '../machines/clock';
import { createAuthEffects } from '../session/auth-effects';
import { siteApi } from '../session/site-api';
import { createAuthSessionPort } from '../store/auth-session-port';
import { authStore } from '../store/auth-store';
import type { OpenLoginOptions } from './open-login';

let captcha: CaptchaProvider | undefined;

export function showLoginDialog(options: OpenLoginOptions): boolean {
  const api = siteApi();
  captcha ??= createCaptchaFromConfig({ identity: api.identity, i18n });
  const provider = captcha;
  return openLoginDialog(
    () =>
      createLoginDialogMachine({
        gateway: createAuthGateway(api),
        session: createAuthSessionPort(authStore),
        effects: createAuthEffects(),
        clock: systemClock,
        ...(options.view ? { initialView: options.view } : {}),
        ...(options.activity ? { activity: options.activity } : {}),
      }),
    {
      wrap: (dialog) => (
        <I18nProvider i18n={i18n}>
          <CaptchaContext.Provider value={provider}>{dialog}</CaptchaContext.Provider>
        </I18nProvider>
      ),
    },
  );
}
