// The notices the login flows raise (flows/auth-ports.ts AuthNoticeId), in the user's language.
// English is the spec's wording (spec §4, §5, §8) with a capital first letter.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthNoticeId } from '../flows/auth-ports';

export const AUTH_NOTICE_DESCRIPTORS: Record<AuthNoticeId, MessageDescriptor> = {
  welcomeBack: msg`Welcome back`,
  welcomeToLogIn: msg`Welcome to log in`,
  bindingSuccessful: msg`Binding successful`,
  passwordResetSuccessful: msg`Password reset successful`,
  activityRegistered: msg`Registration succeeded, you got a lottery chance`,
  smsSent: msg`SMS sent, please check`,
  phoneAlreadyRegistered: msg`This phone number is already registered`,
  phoneBoundToWeChat: msg`This phone is already bound to WeChat, please change number`,
  checkAccountAbnormal: msg`Check account abnormal`,
  infoFetchFailed: msg`Failed to get info, please refresh and retry`,
  refreshAndRetry: msg`Please refresh and retry`,
  noPrivateChannel: msg`No private channel obtained`,
  pleaseLogInAgain: msg`Please log in again`,
  captchaResetFailed: msg`Captcha reset failed, please refresh the page`,
};

export function translateAuthNotice(i18n: I18n, id: AuthNoticeId): string {
  return i18n._(AUTH_NOTICE_DESCRIPTORS[id]);
}
