import { setupI18n } from '@lingui/core';
import { WELCOME_NOTICE } from '@sealens/domain';
import type { AuthNoticeId } from '../flows/auth-ports';
import { createAuthEffects, noticeToast } from './auth-effects';
import { AUTH_NOTICE_DESCRIPTORS, translateAuthNotice } from './auth-notices';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const ENGLISH: Record<AuthNoticeId, string> = {
  welcomeBack: 'Welcome back',
  welcomeToLogIn: 'Welcome to log in',
  bindingSuccessful: 'Binding successful',
  passwordResetSuccessful: 'Password reset successful',
  activityRegistered: 'Registration succeeded, you got a lottery chance',
  smsSent: 'SMS sent, please check',
  phoneAlreadyRegistered: 'This phone number is already registered',
  phoneBoundToWeChat: 'This phone is already bound to WeChat, please change number',
  checkAccountAbnormal: 'Check account abnormal',
  infoFetchFailed: 'Failed to get info, please refresh and retry',
  refreshAndRetry: 'Please refresh and retry',
  noPrivateChannel: 'No private channel obtained',
  pleaseLogInAgain: 'Please log in again',
  captchaResetFailed: 'Captcha reset failed, please refresh the page',
};

describe('translateAuthNotice', () => {
  it('has the spec’s English for every notice id', () => {
    expect(Object.keys(AUTH_NOTICE_DESCRIPTORS).sort()).toEqual(Object.keys(ENGLISH).sort());
    for (const [id, text] of Object.entries(ENGLISH)) expect(translateAuthNotice(i18n, id as AuthNoticeId)).toBe(text);
  });
});

describe('createAuthEffects', () => {
  it('shows the welcome notice for 3000 ms, 76 px from the top', () => {
    expect(WELCOME_NOTICE).toEqual({ durationMs: 3000, offsetPx: 76 });
    const toast = vi.fn();
    const effects = createAuthEffects({ i18n, toast });
    effects.notify({ id: 'welcomeBack', kind: 'success', durationMs: 3000 });
    expect(toast).toHaveBeenCalledWith({ kind: 'success', message: 'Welcome back', durationMs: 3000, offsetTop: 76 });
    expect(noticeToast({ id: 'welcomeToLogIn', kind: 'success' }, i18n)).toEqual({
      kind: 'success',
      message: 'Welcome to log in',
      durationMs: 3000,
      offsetTop: 76,
    });
  });

  it('shows other notices with the toast default duration and no offset', () => {
    const toast = vi.fn();
    createAuthEffects({ i18n, toast }).notify({ id: 'smsSent', kind: 'info' });
    expect(toast).toHaveBeenCalledWith({ kind: 'info', message: 'SMS sent, please check' });
  });

  it('reloads, navigates and closes the dialog', () => {
    const location = { reload: vi.fn(), assign: vi.fn() };
    const closeDialog = vi.fn();
    const effects = createAuthEffects({ i18n, toast: vi.fn(), location, closeDialog });
    effects.reload();
    effects.navigate('/');
    effects.closeDialog();
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).toHaveBeenCalledWith('/');
    expect(closeDialog).toHaveBeenCalledOnce();
  });
});
