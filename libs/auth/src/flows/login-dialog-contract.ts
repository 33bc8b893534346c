// The contract between the login-dialog flow (login-dialog-machine.ts, framework-free) and the
// React dialog on top of it (libs/auth/src/dialog). The views render a LoginDialogState and call
// LoginDialogMachine commands; they never call the API themselves. Stories feed states directly.
import type { IdentityComponents } from '@sealens/api';
import type { RiskState } from '@sealens/domain';
import type { CaptchaPass } from '../captcha/captcha-provider';
import type { QrLoginMachine } from '../machines/qr-login-machine';
import type { SmsCodeMachine } from '../machines/sms-code-machine';

export type LoginAccount = IdentityComponents['schemas']['Account'];
export type LoginResponse = IdentityComponents['schemas']['LoginResponse'];
export type UserProfile = IdentityComponents['schemas']['UserProfile'];
export type ChannelUserInfo = IdentityComponents['schemas']['ChannelUserInfo'];

/** The two tabs of account login (spec §2). */
export type AccountTab = 'password' | 'sms';

/** Promotion variants of spec §2. */
export type PromoteVariant = 'promoteRegister' | 'promoteRegisterBind' | 'fastPromoteRegister' | 'activityRegister';

/** What each SMS code button sends (spec §3 SMS send types log / reg / res). */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'riskVerify' | 'identityAuth';

/** A risk dialog (500 wide, spec §2/§4/§8). */
export interface RiskView {
  state: RiskState;
  /** The security-check code that led here, when there was one (auth-qr / auth-message have none of their own). */
  code?: number;
  /** Freeze end, "YYYY-MM-DD HH:mm:ss" (freeze-low / freeze-medium). */
  riskEndTime?: string;
  /** The account the login was for. */
  account: string;
  /** 138****5678 (auth-message). */
  maskedPhone?: string;
  /** Proceed-type code: the user is already logged in; closing the dialog keeps the session. */
  proceed: boolean;
}

/** Which screen the dialog shows. */
export type LoginDialogView =
  /** Messaging-app QR login (the default mode). The panel renders `machine.qr`. */
  | { mode: 'qrLogin' }
  | { mode: 'accountLogin'; tab: AccountTab }
  | { mode: 'accountSelect'; mainAccount: LoginAccount; subAccounts: LoginAccount[] }
  | { mode: 'passwordReset' }
  /** Account register after a QR scan by an unknown user (20001). */
  | { mode: 'bindPhone'; sceneId: string }
  /** 10099: identity auth by SMS for the account being logged in. */
  | { mode: 'identityAuth'; account: string; maskedPhone: string }
  /** After identity auth: counts down AUTH_SUCCESS_COUNTDOWN_S, then the page reloads. */
  | { mode: 'authSuccess'; secondsLeft: number }
  /** No messaging app bound after login: the panel renders `machine.bindQr`. */
  | { mode: 'bindWxQr' }
  /**
   * Promotion registration. `sceneId` is set when an unknown user scanned the promotion QR (20001):
   * the registration then binds that messaging app (variant promoteRegisterBind).
   */
  | { mode: 'promote'; variant: PromoteVariant; sceneId?: string }
  | { mode: 'risk'; risk: RiskView }
  /** Token, user info and the finishing calls of spec §4 step 4-5 are running. */
  | { mode: 'finishing' }
  | { mode: 'closed' };

export type LoginDialogMode = LoginDialogView['mode'];

/** A failed submit: shown above the form's button; the form keeps everything typed. */
export interface FormError {
  /** Business code of the answer (0 for network / timeout). */
  code: number;
  /** The server's message (the view translates known codes, see identity-messages). */
  message: string;
}

export interface LoginDialogState {
  view: LoginDialogView;
  /** A submit is in flight: the submit button shows progress and ignores clicks. */
  busy: boolean;
  error?: FormError;
  /**
   * SMS tab: whether the phone is registered (undefined until known); drives the set-password field.
   * Known from the login code's send or from checkPhone, both captcha-gated (issue #25 item 6).
   */
  phoneRegistered?: boolean;
}

export interface PasswordLoginForm {
  account: string;
  password: string;
  /** The slide captcha's pass, when the form ran one (sent as code / randstr; 16801/16808/16809 reject it). */
  ticket?: string;
  randstr?: string;
}
export interface SmsLoginForm {
  account: string;
  code: string;
  /** Only for an unregistered phone (spec §5). */
  password?: string;
}
export interface PasswordResetForm {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}
/** Bind phone and the promote register variants. */
export interface RegisterForm {
  account: string;
  code: string;
  password: string;
}
export interface SmsCodeForm {
  code: string;
}

/** The flow the dialog runs; one per open dialog. */
export interface LoginDialogMachine {
  getState(): LoginDialogState;
  subscribe(listener: (state: LoginDialogState) => void): () => void;
  /** The login QR (mode qrLogin) and the risk QR (risk state auth-qr); started by the view. */
  readonly qr: QrLoginMachine;
  /** The bind-messaging-app QR (mode bindWxQr). */
  readonly bindQr: QrLoginMachine;
  /** A fresh SMS code button machine for a form; the view destroys it on unmount. */
  createSmsCode(purpose: SmsPurpose): SmsCodeMachine;

  showQrLogin(): void;
  showAccountLogin(tab?: AccountTab): void;
  showPasswordReset(): void;
  /**
   * SMS tab, when no send has said yet whether the phone is registered: looks it up with the
   * captcha pass the view obtained (the answer lists accounts, issue #25 item 6). Resolves with
   * whether it is registered (true also after a failed check, spec §8), or undefined when nothing
   * is known (the captcha was refused: the form's error says so; or the dialog moved on).
   */
  checkPhone(mobile: string, pass: CaptchaPass): Promise<boolean | undefined>;

  submitPasswordLogin(form: PasswordLoginForm): Promise<void>;
  submitSmsLogin(form: SmsLoginForm): Promise<void>;
  chooseAccount(account: LoginAccount): Promise<void>;
  submitPasswordReset(form: PasswordResetForm): Promise<void>;
  submitBindPhone(form: RegisterForm): Promise<void>;
  submitIdentityAuth(form: SmsCodeForm): Promise<void>;
  submitPromoteRegister(form: RegisterForm): Promise<void>;

  /** anomalous-low: verify by messaging-app scan (risk state auth-qr) or by SMS (auth-message). */
  chooseRiskVerification(method: 'scan' | 'sms'): void;
  /** auth-message: debounced RISK_SMS_DEBOUNCE_MS; only the last call within the window is sent. */
  submitRiskSms(form: SmsCodeForm): void;
  /** Risk dialog buttons: acknowledge / continue normal use (closes), change password (password reset). */
  acknowledgeRisk(): void;
  changePasswordFromRisk(): void;

  /** Closes the dialog: timers stop, late answers are ignored. */
  close(): void;
}
