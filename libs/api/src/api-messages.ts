// Message ids the api layer raises, with the spec's English wording (spec §8). The api knows no
// i18n: the apps translate an id through libs/i18n, whose English text must equal these strings.
export const API_MESSAGES = {
  tooFrequent: 'visiting too frequently, try again later',
  backendException: 'backend exception',
  notVerified: 'not verified',
  tooManyVisits: 'too many visits, please try again later',
  clockDrift: 'please synchronise your date and time and refresh',
  timeout: 'request timed out, please try again later',
  loginAgain: 'please log in again',
  refreshAndRetry: 'please refresh and retry',
  captchaResetFailed: 'captcha reset failed, please refresh the page',
} as const;

export type ApiMessageId = keyof typeof API_MESSAGES;
