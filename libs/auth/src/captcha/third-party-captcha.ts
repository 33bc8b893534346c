// The platform's third-party slide captcha (spec §4, DESIGN.md §4), loaded from configuration.
//
// Assumed script API, modelled on the TencentCaptcha global the platform's script defines:
//   const captcha = new window.TencentCaptcha(appId, callback, { sessionId, lang });
//   captcha.show();
//   callback({ ret, ticket, randstr }): ret 0 = solved (ticket and randstr set), ret 2 = closed by the user.
// `lang` is CAPTCHA_LANGUAGE (1) and `sessionId` comes from POST /captcha/getUserSessionId (spec §7).
import { CAPTCHA_LANGUAGE } from '@sealens/domain';

import type { CaptchaPass, CaptchaProvider } from './captcha-provider';

export interface ThirdPartyCaptchaResult {
  /** 0 solved; 2 closed by the user; anything else is a failure of the widget. */
  ret: number;
  ticket?: string;
  randstr?: string;
}

export interface ThirdPartyCaptchaWidget {
  show(): void;
  destroy?(): void;
}

export type ThirdPartyCaptchaConstructor = new (
  appId: string,
  callback: (result: ThirdPartyCaptchaResult) => void,
  options: { sessionId: string; lang: number },
) => ThirdPartyCaptchaWidget;

/** Neither the script nor its global could be had: verify() rejects with this, reset() answers false. */
export class CaptchaLoadError extends Error {
  override name = 'CaptchaLoadError';
  constructor(
    readonly scriptUrl: string,
    reason: string,
  ) {
    super(`The captcha script ${scriptUrl} could not be loaded: ${reason}`);
  }
}

export interface ThirdPartyCaptchaOptions {
  scriptUrl: string;
  appId: string;
  /** The captcha session id call (requestUserSessionId(identity) in the app). */
  getSessionId(): Promise<string>;
  /** Loads the script once; appendScript (a `<script>` tag) by default. Tests pass a fake. */
  loadScript?: (url: string) => Promise<void>;
  /** Reads the constructor the script defines; window.TencentCaptcha by default. */
  getConstructor?: () => ThirdPartyCaptchaConstructor | undefined;
}

/** Appends `<script async src=url>` to the document head; resolves on load, rejects on error. */
export function appendScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A failed tag is removed so a later attempt starts clean.
      script.remove();
      reject(new Error('network error'));
    });
    document.head.appendChild(script);
  });
}

function windowConstructor(): ThirdPartyCaptchaConstructor | undefined {
  return (window as unknown as { TencentCaptcha?: ThirdPartyCaptchaConstructor }).TencentCaptcha;
}

export function createThirdPartyCaptcha({
  scriptUrl,
  appId,
  getSessionId,
  loadScript = appendScript,
  getConstructor = windowConstructor,
}: ThirdPartyCaptchaOptions): CaptchaProvider {
  let script: Promise<ThirdPartyCaptchaConstructor> | undefined;
  let loaded = false;
  let pending: Promise<CaptchaPass | null> | undefined;
  // A session fetched by reset(), used by the next widget; each widget otherwise fetches its own.
  let nextSessionId: string | undefined;

  const load = () =>
    (script ??= loadScript(scriptUrl).then(
      () => {
        const Captcha = getConstructor();
        if (!Captcha) throw new CaptchaLoadError(scriptUrl, 'the script defined no captcha constructor');
        loaded = true;
        return Captcha;
      },
      (error: unknown) => {
        // Forget the failure: the next verify() tries the script again (the network may be back).
        script = undefined;
        throw new CaptchaLoadError(scriptUrl, error instanceof Error ? error.message : String(error));
      },
    ));

  const show = async (): Promise<CaptchaPass | null> => {
    const Captcha = await load();
    const sessionId = nextSessionId ?? (await getSessionId());
    nextSessionId = undefined;
    return new Promise((resolve) => {
      const widget = new Captcha(
        appId,
        (result) => {
          if (result.ret === 0 && result.ticket && result.randstr) resolve({ ticket: result.ticket, randstr: result.randstr });
          else resolve(null);
        },
        { sessionId, lang: CAPTCHA_LANGUAGE },
      );
      widget.show();
    });
  };

  return {
    verify() {
      pending ??= show().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    async reset() {
      // Spec §8: a captcha that never loaded cannot be reset; the caller asks for a page refresh.
      if (!loaded) return false;
      try {
        nextSessionId = await getSessionId();
        return true;
      } catch {
        return false;
      }
    },
  };
}
