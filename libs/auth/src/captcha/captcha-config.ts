// Which captcha the site uses (DESIGN.md §4): the platform's third-party captcha when its script URL
// and app id are configured (VITE_CAPTCHA_SCRIPT_URL, VITE_CAPTCHA_APP_ID), the local slide captcha
// of the reference server otherwise.
import type { I18n } from '@lingui/core';

import type { CaptchaProvider } from './captcha-provider';
import { requestUserSessionId, type IdentityClient } from './captcha-session-id';
import { createLocalSlideCaptcha } from './local-slide-captcha';
import { createThirdPartyCaptcha } from './third-party-captcha';

export type CaptchaConfig = { kind: 'local' } | { kind: 'third-party'; scriptUrl: string; appId: string };

/** The `captchaType` the SMS calls send along with a ticket (openapi CaptchaType). */
export type CaptchaTypeName = 'tencent' | 'local';

/** Vite's `import.meta.env`, or any record of build variables. */
export type CaptchaEnv = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Third-party when both variables are set and not blank, local otherwise. */
export function captchaConfigFromEnv(env: CaptchaEnv): CaptchaConfig {
  const scriptUrl = text(env['VITE_CAPTCHA_SCRIPT_URL']);
  const appId = text(env['VITE_CAPTCHA_APP_ID']);
  return scriptUrl && appId ? { kind: 'third-party', scriptUrl, appId } : { kind: 'local' };
}

export function captchaTypeFor(config: CaptchaConfig): CaptchaTypeName {
  return config.kind === 'third-party' ? 'tencent' : 'local';
}

export interface CaptchaDeps {
  identity: IdentityClient;
  /** The page's Lingui instance, for the local widget's own React root. */
  i18n: I18n;
  /** Defaults to the build's Vite env. */
  config?: CaptchaConfig;
}

export function createCaptchaFromConfig({ identity, i18n, config = captchaConfigFromEnv(import.meta.env) }: CaptchaDeps): CaptchaProvider {
  if (config.kind === 'local') return createLocalSlideCaptcha({ identity, i18n });
  return createThirdPartyCaptcha({
    scriptUrl: config.scriptUrl,
    appId: config.appId,
    getSessionId: () => requestUserSessionId(identity),
  });
}
