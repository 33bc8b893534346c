// The page effects of the login flows (flows/auth-ports.ts AuthEffects) in a browser: notices
// become toasts in the user's language, reload and navigate act on the window.
import type { I18n } from '@lingui/core';
import { WELCOME_NOTICE } from '@sealens/domain';
import { i18n as siteI18n } from '@sealens/i18n';
import { showToast, type ToastOptions } from '@sealens/ui';
import type { AuthEffects, AuthNotice, AuthNoticeId } from '../flows/auth-ports';
import { translateAuthNotice } from './auth-notices';

/** The welcome notices of spec §4 step 5: 3 s, 76 px from the top (below the fixed header). */
export const WELCOME_NOTICE_IDS: readonly AuthNoticeId[] = ['welcomeBack', 'welcomeToLogIn'];

export interface AuthEffectsOptions {
  /** Called when the flow closes its dialog; the dialog host passes its own close. */
  closeDialog?: () => void;
  i18n?: I18n;
  toast?: (options: ToastOptions) => unknown;
  location?: Pick<Location, 'reload' | 'assign'>;
}

/** The toast a notice becomes. */
export function noticeToast(notice: AuthNotice, i18n: I18n): ToastOptions {
  const welcome = WELCOME_NOTICE_IDS.includes(notice.id);
  const durationMs = notice.durationMs ?? (welcome ? WELCOME_NOTICE.durationMs : undefined);
  return {
    kind: notice.kind,
    message: translateAuthNotice(i18n, notice.id),
    ...(durationMs === undefined ? {} : { durationMs }),
    ...(welcome ? { offsetTop: WELCOME_NOTICE.offsetPx } : {}),
  };
}

export function createAuthEffects(options: AuthEffectsOptions = {}): AuthEffects {
  const i18n = options.i18n ?? siteI18n;
  const toast = options.toast ?? showToast;
  const location = () => options.location ?? window.location;
  return {
    notify: (notice) => void toast(noticeToast(notice, i18n)),
    reload: () => location().reload(),
    navigate: (path) => location().assign(path),
    closeDialog: () => options.closeDialog?.(),
    openMemberGift: () => {
      void import('../member-gift/open-member-gift-dialog').then(({ openMemberGiftDialog }) => openMemberGiftDialog());
    },
  };
}
