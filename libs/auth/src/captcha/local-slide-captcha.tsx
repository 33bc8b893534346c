import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot, type Root } from 'react-dom/client';

import type { CaptchaPass, CaptchaProvider } from './captcha-provider';
import { requestWidgetSessionId, type IdentityClient } from './captcha-session-id';
import { createSlideCaptchaApi, type SlideCaptchaApi } from './slide-captcha-api';
import { SlideCaptchaDialog } from './slide-captcha-dialog';

export interface LocalSlideCaptchaDeps {
  /** The typed identity client (`createApiClients(...).identity`, base apiBaseUrls().identity). */
  identity: IdentityClient;
  /**
   * The page's Lingui instance (@sealens/i18n's `i18n`): the widget renders in a React root of its
   * own, outside the page's providers, so it needs the active catalog handed over.
   */
  i18n: I18n;
  /** Where the widget's root element goes; document.body by default. */
  container?: () => HTMLElement;
}

/**
 * The local slide captcha of the reference server (DESIGN.md §4) as a CaptchaProvider. verify() can
 * be called from anywhere (a flow, an event handler): it shows SlideCaptchaDialog in its own React
 * root, created on first use, and resolves with the pass or null when the user closes it. One
 * challenge at a time: calls while one is showing share its result.
 */
export function createLocalSlideCaptcha({ identity, i18n, container = () => document.body }: LocalSlideCaptchaDeps): CaptchaProvider {
  const base = createSlideCaptchaApi(identity);
  let root: Root | undefined;
  let pending: Promise<CaptchaPass | null> | undefined;
  // A session fetched by reset(), used by the next challenge; the server starts one itself otherwise.
  let nextSessionId: string | undefined;
  let everLoaded = false;

  const api: SlideCaptchaApi = {
    async loadChallenge() {
      const sessionId = nextSessionId;
      nextSessionId = undefined;
      const challenge = await base.loadChallenge(sessionId);
      everLoaded = true;
      return challenge;
    },
    verify: (challengeId, x, trail) => base.verify(challengeId, x, trail),
  };

  const render = (open: boolean, settle: (result: CaptchaPass | null) => void) => {
    if (!root) {
      const element = document.createElement('div');
      element.dataset['captchaHost'] = 'local-slide';
      container().appendChild(element);
      root = createRoot(element);
    }
    root.render(
      <I18nProvider i18n={i18n}>
        <SlideCaptchaDialog open={open} api={api} onPass={(pass) => settle(pass)} onClose={() => settle(null)} />
      </I18nProvider>,
    );
  };

  return {
    verify() {
      pending ??= new Promise<CaptchaPass | null>((resolve) => {
        let settled = false;
        const settle = (result: CaptchaPass | null) => {
          if (settled) return;
          settled = true;
          pending = undefined;
          // Closing through Radix (not unmounting the root) gives focus back to whatever opened it.
          render(false, settle);
          resolve(result);
        };
        render(true, settle);
      });
      return pending;
    },
    async reset() {
      // Spec §8: a captcha that never loaded cannot be reset; the caller asks for a page refresh.
      if (!everLoaded) return false;
      try {
        nextSessionId = await requestWidgetSessionId(identity);
        return true;
      } catch {
        return false;
      }
    },
  };
}
