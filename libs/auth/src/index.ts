export * from './machines/clock';
export * from './machines/fake-clock';
export * from './machines/qr-login-machine';
export * from './machines/sms-code-machine';
export * from './machines/registration-popup';
// Client state (jotai) and the session: store, hooks, session port, logout, session on load,
// invite capture, site API wiring, auth notices and effects. The member gift dialog is loaded on
// demand by startSession; openMemberGiftDialog is exported for the sites that open it themselves.
export { authStore, createAuthStore, readPersisted, LOGIN_STATE_KEY, COOPERATION_ORGAN_KEY } from './store/auth-store';
export type { AuthStore, AuthStoreOptions } from './store/auth-store';
export { AuthStoreProvider, useAuthStore } from './store/auth-store-context';
export { useIsLoggedIn } from './store/use-is-logged-in';
export { ServerMemberViewProvider, useHydrated, useServerMemberView } from './store/server-view';
export { useAuthSetter, useAuthValue } from './store/use-auth-value';
export {
  useCustomerService,
  useMainCategories,
  useMemberProduct,
  usePromoteType,
  useSearchHistory,
  useUser,
  useUserInfo,
  useUserTags,
} from './store/hooks';
export * as authAtoms from './store/atoms';
export { parsePersistedState, serializePersistedState, EMPTY_PERSISTED_STATE } from './store/persisted-state';
export type { PersistedState, PromoteState, UserInfoState } from './store/persisted-state';
export { formatMemberTime, normalizeMemberProduct } from './store/member-product';
export type { MemberProductState } from './store/member-product';
export { withContactFallback } from './store/customer-service';
export type { CustomerServiceUrls } from './store/customer-service';
export { createAuthSessionPort, inviteFieldsFrom } from './store/auth-session-port';
export type { AuthSessionPortOptions, InviteChannel } from './store/auth-session-port';
export { deviceId, DEVICE_ID_KEY } from './store/device-id';
export { TOKEN_ENTRY_KEY, removeTokenEntry, saveTokenEntry } from './store/token-entry';
export {
  startSessionOnLoad,
  decodeJwtPayload,
  isTokenExpired,
  isSessionCheckExempt,
  isWxInfoSkipped,
  SESSION_CHECK_EXEMPT_PATHS,
  WX_INFO_SKIPPED_PATHS,
} from './session/session-on-load';
export type { SessionOnLoad, SessionOnLoadDeps, SessionOutcome, TrialWindowAnswer, WxInfoAnswer } from './session/session-on-load';
export { startSession } from './session/start-session';
export type { StartSessionOptions } from './session/start-session';
export { captureInviteCodes, inviteCodesFrom } from './session/invite-codes';
export { useInviteCodeCapture } from './session/use-invite-code-capture';
export { syncTagsFromStorage } from './session/sync-tags';
export { createSiteApi, siteApi, wireApiEvents } from './session/site-api';
export type { SiteApiDeps } from './session/site-api';
export { AUTH_NOTICE_DESCRIPTORS, translateAuthNotice } from './session/auth-notices';
export { createAuthEffects, noticeToast, WELCOME_NOTICE_IDS } from './session/auth-effects';
export type { AuthEffectsOptions } from './session/auth-effects';
export { MemberGiftDialog, MEMBER_GIFT_DIALOG_WIDTH } from './member-gift/member-gift-dialog';
export type { MemberGiftDialogProps } from './member-gift/member-gift-dialog';
export { openMemberGiftDialog, isMemberGiftDialogOpen } from './member-gift/open-member-gift-dialog';
export type { OpenMemberGiftDialogOptions } from './member-gift/open-member-gift-dialog';
// The detached-root helper, shared with other libs' imperative dialogs (e.g. @sealens/market's backfill dialog).
export { renderDetached } from './shared/detached-root';
export type { DetachedRoot } from './shared/detached-root';
// Captcha (DESIGN.md §4): the provider contract, the local slide captcha, the third-party adapter and config.
export { CaptchaContext, useCaptcha } from './captcha/captcha-provider';
export type { CaptchaPass, CaptchaProvider } from './captcha/captcha-provider';
export { createLocalSlideCaptcha } from './captcha/local-slide-captcha';
export type { LocalSlideCaptchaDeps } from './captcha/local-slide-captcha';
export { SlideCaptchaDialog, CAPTCHA_DIALOG_LAYER } from './captcha/slide-captcha-dialog';
export type { SlideCaptchaDialogProps } from './captcha/slide-captcha-dialog';
export { createSlideCaptchaApi } from './captcha/slide-captcha-api';
export type { SlideCaptchaApi, SlideChallenge, SlideVerdict } from './captcha/slide-captcha-api';
export { requestUserSessionId, requestWidgetSessionId } from './captcha/captcha-session-id';
export { appendScript, CaptchaLoadError, createThirdPartyCaptcha } from './captcha/third-party-captcha';
export type {
  ThirdPartyCaptchaConstructor,
  ThirdPartyCaptchaOptions,
  ThirdPartyCaptchaResult,
  ThirdPartyCaptchaWidget,
} from './captcha/third-party-captcha';
export { captchaConfigFromEnv, captchaTypeFor, createCaptchaFromConfig } from './captcha/captcha-config';
export type { CaptchaConfig, CaptchaDeps, CaptchaEnv, CaptchaTypeName } from './captcha/captcha-config';
// Login flows: the gateway over @sealens/api and the login-dialog machine.
export * from './gateway/auth-gateway';
export * from './gateway/invite-fields';
export * from './flows/login-dialog-machine';
export * from './flows/login-finishing';
export * from './agreements/agreement-consent';
export * from './agreements/agreement-dialog';
export { loadAgreementMessages, type AgreementMessagesLoader } from './agreements/agreement-messages';
export type { AgreementKind } from './agreements/texts/agreement-document';
export { AgreementBody } from './agreements/agreement-body';
export { useAgreementTitle } from './agreements/use-agreement-title';
// Site entry points: open the login dialog (loaded on demand) and the start-up session work.
export { openLogin, preloadLogin } from './site/open-login';
export { MobileAccountButton } from './site/mobile-account-button';
export type { OpenLoginOptions } from './site/open-login';
export type { LoginInitialMode } from './site/login-initial-mode';
export { startAuth } from './site/start-auth';
export { logOut } from './site/log-out';
// Login dialog (React): the dialog over a LoginDialogMachine, its one-at-a-time host, the server
// code messages, and the fakes its stories and tests run on (usable by the sites' own tests).
export { LoginDialog } from './dialog/login-dialog';
export type { LoginDialogProps } from './dialog/login-dialog';
export { isLoginDialogOpen, openLoginDialog } from './dialog/login-dialog-host';
export type { OpenLoginDialogOptions } from './dialog/login-dialog-host';
export { IDENTITY_ERROR_DESCRIPTORS, identityErrorMessage, NETWORK_ERROR_CODE } from './dialog/identity-error-message';
export { createFakeLoginDialogMachine, FAKE_QR_FAILURE, FAKE_QR_TICKET } from './dialog/testing/fake-login-dialog-machine';
export type { FakeLoginDialogMachine, FakeLoginDialogOptions, FakeQrScenario, RecordedCall } from './dialog/testing/fake-login-dialog-machine';
export { createFakeCaptchaProvider, FAKE_CAPTCHA_PASS } from './dialog/testing/fake-captcha-provider';
export type { FakeCaptchaOptions, FakeCaptchaProvider } from './dialog/testing/fake-captcha-provider';
export { RegisterPage, registerDialogFor } from './site/register-page';
export type { RegisterPageProps } from './site/register-page';
