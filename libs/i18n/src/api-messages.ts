// The api layer's event messages (libs/api API_MESSAGES) in the user's language. The api knows no
// i18n; the apps pass an event's message id here before they show it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiMessageId } from '@sealens/api';

export const API_MESSAGE_DESCRIPTORS: Record<ApiMessageId, MessageDescriptor> = {
  tooFrequent: msg`Visiting too frequently, try again later`,
  backendException: msg`Backend exception`,
  notVerified: msg`Not verified`,
  tooManyVisits: msg`Too many visits, please try again later`,
  clockDrift: msg`Please synchronise your date and time and refresh`,
  timeout: msg`Request timed out, please try again later`,
  loginAgain: msg`Please log in again`,
  refreshAndRetry: msg`Please refresh and retry`,
  captchaResetFailed: msg`Captcha reset failed, please refresh the page`,
};

export function translateApiMessage(i18n: I18n, id: ApiMessageId): string {
  return i18n._(API_MESSAGE_DESCRIPTORS[id]);
}

