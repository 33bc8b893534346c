import { setupI18n } from '@lingui/core';

import { captchaConfigFromEnv, captchaTypeFor, createCaptchaFromConfig } from './captcha-config';
import { createFakeSlideCaptchaServer } from './fake-slide-captcha-server';

describe('captchaConfigFromEnv', () => {
  it('is third-party when both the script URL and the app id are set', () => {
    expect(captchaConfigFromEnv({ VITE_CAPTCHA_SCRIPT_URL: ' https://captcha.example.com/c.js ', VITE_CAPTCHA_APP_ID: '42' })).toEqual({
      kind: 'third-party',
      scriptUrl: 'https://captcha.example.com/c.js',
      appId: '42',
    });
  });

  it('is local when either is missing or blank', () => {
    expect(captchaConfigFromEnv({})).toEqual({ kind: 'local' });
    expect(captchaConfigFromEnv({ VITE_CAPTCHA_SCRIPT_URL: 'https://captcha.example.com/c.js' })).toEqual({ kind: 'local' });
    expect(captchaConfigFromEnv({ VITE_CAPTCHA_APP_ID: '42', VITE_CAPTCHA_SCRIPT_URL: '  ' })).toEqual({ kind: 'local' });
    expect(captchaConfigFromEnv({ VITE_CAPTCHA_APP_ID: 42, VITE_CAPTCHA_SCRIPT_URL: 'x' })).toEqual({ kind: 'local' });
  });

  it('names the captcha type the SMS calls send', () => {
    expect(captchaTypeFor({ kind: 'local' })).toBe('local');
    expect(captchaTypeFor({ kind: 'third-party', scriptUrl: 'x', appId: 'y' })).toBe('tencent');
  });
});

describe('createCaptchaFromConfig', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('third-party: verify() loads the configured script', async () => {
    const { identity } = createFakeSlideCaptchaServer();
    const captcha = createCaptchaFromConfig({ identity, i18n, config: { kind: 'third-party', scriptUrl: 'https://captcha.example.com/c.js', appId: '42' } });
    const result = captcha.verify();
    const script = document.head.querySelector('script');
    expect(script).toHaveAttribute('src', 'https://captcha.example.com/c.js');
    script?.dispatchEvent(new Event('error'));
    await expect(result).rejects.toThrow('https://captcha.example.com/c.js');
  });

  it('local (also the default without env): reset() is false until a challenge was loaded', async () => {
    const server = createFakeSlideCaptchaServer();
    for (const config of [{ kind: 'local' } as const, undefined]) {
      const captcha = createCaptchaFromConfig({ identity: server.identity, i18n, config });
      await expect(captcha.reset()).resolves.toBe(false);
      expect(document.head.querySelector('script')).toBeNull();
    }
    expect(server.requests).toHaveLength(0);
  });
});
