// The calls of the login dialog (spec §4 "Login flow", §7 "login-area calls"), over the typed
// openapi-fetch clients of @sealens/api. Every method resolves with the answer's envelope
// `{ code, message, payload? }` (DESIGN.md §4) whatever its business code or HTTP status, so the
// flows branch on `code` alone; it rejects only when no answer arrived (network failure, the 10 s
// timeout, a gateway's captcha or threat page).
import type {
  ApiClients,
  DistributionComponents,
  IdentityComponents,
  MainComponents,
  PromoteComponents,
} from '@sealens/api';
import { APP_NAME, SITE_CHANNEL_ID, TENANT_ID } from '@sealens/domain';
import type { CaptchaPass } from '../captcha/captcha-provider';
import type { InviteFields } from '../flows/auth-ports';
import type { SmsSendInput } from '../machines/sms-code-machine';
import { withWireInviteFields } from './invite-fields';

type Identity = IdentityComponents['schemas'];
type Distribution = DistributionComponents['schemas'];
type Main = MainComponents['schemas'];
type Promote = PromoteComponents['schemas'];

/** The answer of every call. `payload` is absent on most non-success answers. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  payload?: T;
}

export type LoginAnswerPayload = Identity['LoginResponse'];
export type UserExistence = Identity['UserExistence'];
export type QrcodePlaydata = Identity['QrcodePlaydata'];
export type AccessTokenPayload = Identity['AccessTokenResponse'];
export type UserInfoPayload = Identity['UserInfo'];
export type TrialInfoPayload = Identity['TrialInfo'];
export type OpenWindowSetting = Identity['OpenWindowSetting'];
export type CustomerServiceContact = Identity['CustomerServiceContact'];
export type PromoteChannelPayload = Distribution['PromoteChannel'];
export type CooperationOrganPayload = Distribution['CooperationOrgan'];
export type CategoryListPayload = Main['CategoryList'];
export type ProductAndPolicyPayload = Main['ProductAndPolicy'];
export type PromoteRegisterPayload = Promote['PromoteRegisterResult'];
export type CaptchaType = Identity['CaptchaType'];
export type SmsSendType = Identity['SmsSendType'];


// The dialog's forms (spec §3 "dialog form" of each call); the gateway puts each into the wire body
// of its spec §7 call (the identity payload with app name, action, data and tenant, or the
// registration, register-and-bind and reset bodies).
type InviteWireFields = Identity['InviteFields'];
export interface PasswordLoginBody extends InviteWireFields {
  account: string;
  password: string;
  /** The captcha ticket. */
  code?: string;
  randstr?: string;
  firstId?: string;
  isJcap?: boolean;
}
export interface SmsLoginBody extends InviteWireFields {
  account: string;
  /** The 6-digit SMS code. */
  captcha: string;
  firstId?: string;
  /** Risk flow only. */
  credential?: string;
}
export interface ScanLoginBody {
  sceneId: string;
  firstId?: string;
  account?: string;
  credential?: string;
}
export type AccessTokenBody = Identity['AccessTokenRequest'];
export interface RegistrationBody extends InviteWireFields {
  account: string;
  password: string;
  code: string;
  firstId?: string;
  realPush?: string;
}
export interface RegisterAndBindBody extends InviteWireFields {
  account: string;
  password: string;
  code: string;
  sceneId: string;
  firstId?: string;
}
export interface PasswordRetrieveBody {
  mobile: string;
  captcha: string;
  password: string;
  confirmPassword: string;
}
/** The tenant is added by the gateway. */
export type PromoteRegistrationBody = Omit<Promote['PromoteRegistration'], 'tenantId'>;
export type PromoteRegisterAndBindBody = PromoteRegistrationBody & { sceneId: string };
export type FastPromoteRegisterBody = Promote['InviteFields'] & { account: string; code: string; firstId?: string };
export type ActivityRegisterBody = PromoteRegistrationBody & { expandInfo: string };

export interface AuthGateway {
  /** POST /public/message?sendType=log (the query variant of spec §7): login, identity-auth and risk verification codes. */
  sendLoginSms(input: SmsSendInput): Promise<Envelope<UserExistence>>;
  /** POST /public/sendMessageV3 (send type reg, auth disabled); a registered phone answers 10006. */
  sendRegisterSms(input: SmsSendInput): Promise<Envelope<UserExistence>>;
  /**
   * POST /user/hasUserSendMessageV2 (send type reg) for the bind-phone forms: an existing phone may
   * bind, but one whose user already has the messaging app bound answers code 200 with
   * `userWasExist` and `userWxIsBind` and no code is sent (spec §5).
   */
  sendBindSms(input: SmsSendInput): Promise<Envelope<UserExistence>>;
  /** POST /public/sendMessageV2 with a send type (the dialog uses it for reset, 'res'). */
  sendSmsCode(input: SmsSendInput & { sendType: SmsSendType }): Promise<Envelope>;

  /** POST /user/loginQbt3AccountPc, action account_password. */
  loginByPassword(body: PasswordLoginBody): Promise<Envelope<LoginAnswerPayload>>;
  /** POST /user/loginQbt3AccountPc, action sms_account. */
  loginBySms(body: SmsLoginBody): Promise<Envelope<LoginAnswerPayload>>;
  /** POST /user/identity/verify, action sms_account: identity verified by SMS (10099, anomalous-low). */
  riskLoginBySms(body: SmsLoginBody): Promise<Envelope<LoginAnswerPayload>>;
  /** POST /user/identity/verify, action wx_scan_verify: identity verified by a scan; 30001 while nobody scanned. */
  riskLoginByScan(body: ScanLoginBody): Promise<Envelope<LoginAnswerPayload>>;

  /**
   * The login QR: POST /wechat/createLoginQrcode?appId=&channelId=; the bind QR: the designed
   * POST /wechat/qrcode?bind=true (spec §7 "create login QR (flag for bind mode)"). The answer's
   * `playdata` is returned as `payload`.
   */
  createQr(options?: { bind?: boolean }): Promise<Envelope<QrcodePlaydata>>;
  /** POST /user/loginQbt3AccountPc, action wx_scan_verify (the scan login of spec §7), polled every second. */
  pollQrLogin(sceneId: string): Promise<Envelope<LoginAnswerPayload>>;
  /** POST /user/addWeiXinBind?scentId= (spec's spelling), polled every second: 30001 until the scan binds. */
  pollQrBind(sceneId: string): Promise<Envelope>;

  /** POST /user/createQbt3AccessTokenV2 with checkChannelId. */
  createAccessToken(body: AccessTokenBody): Promise<Envelope<AccessTokenPayload>>;
  /** POST /user/registerUserV2: the SMS registration of an unregistered phone with its password (spec §5). */
  registerBySms(body: RegistrationBody): Promise<Envelope<LoginAnswerPayload>>;
  /** POST /user/createUserAndBindWxV2 (bind phone after a scan by an unknown user). */
  registerAndBindWx(body: RegisterAndBindBody): Promise<Envelope<LoginAnswerPayload>>;
  /** POST /public/resetPassword: 'password reset successful'. */
  retrievePassword(body: PasswordRetrieveBody): Promise<Envelope>;
  /**
   * GET /user/hasUserByMobile?userName=&ticket=&randstr=: costs a passed slide captcha (single use;
   * 16801/16808/16809 reject it), as the answer lists accounts (issue #25 item 6).
   */
  userExists(mobile: string, pass: CaptchaPass): Promise<Envelope<{ exist: boolean }>>;

  /** POST /user/channelUserInfo: no `user` in the payload means no messaging app is bound. */
  getUserWxInfo(): Promise<Envelope<UserInfoPayload>>;
  /** GET /user/trial. */
  getTrialInfo(): Promise<Envelope<TrialInfoPayload>>;
  /** GET /qbt4-user-window/isOpenWindowV2. */
  getWindowSettings(): Promise<Envelope<OpenWindowSetting[]>>;
  /** GET /qbt4-user-window/userGivTrialVipWindow: 200 with a payload opens the member gift dialog. */
  getTrialVipWindow(): Promise<Envelope<TrialInfoPayload>>;
  /** GET /user/queryFollowServiceInfo. */
  queryFollowServiceInfo(): Promise<Envelope<CustomerServiceContact>>;
  /** Distribution GET /privateAreaChannel/loginUserChannel: 30005 = no private channel. */
  getLoginUserChannel(): Promise<Envelope<PromoteChannelPayload>>;
  /** Distribution GET /distribution-channel/cooperationOrgan. */
  getCooperationOrgan(): Promise<Envelope<CooperationOrganPayload>>;
  /** Main POST /user/categoryList. */
  getUserCategoryList(): Promise<Envelope<CategoryListPayload>>;
  /** Main POST /user/productAndPolicy. */
  getProductAndPolicy(): Promise<Envelope<ProductAndPolicyPayload>>;

  /** Promote POST /public/register. */
  promoteRegister(body: PromoteRegistrationBody): Promise<Envelope<PromoteRegisterPayload>>;
  /** Promote POST /public/registerAndBindWx. */
  promoteRegisterAndBindWx(body: PromoteRegisterAndBindBody): Promise<Envelope<PromoteRegisterPayload>>;
  /** Promote POST /public/fastRegister. */
  fastPromoteRegister(body: FastPromoteRegisterBody): Promise<Envelope<PromoteRegisterPayload>>;
  /** Promote POST /public/activityRegister. */
  activityRegister(body: ActivityRegisterBody): Promise<Envelope<PromoteRegisterPayload>>;
}

export interface AuthGatewayOptions {
  /** Which captcha produced the SMS tickets (DESIGN.md §4); omitted when not configured. */
  captchaType?: CaptchaType;
}

/** What an openapi-fetch call resolves to, loosely. */
interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/**
 * The envelope of an answer. Business codes travel with HTTP 200; session statuses (401, 429, 500)
 * carry an envelope too, and their events were already raised by the api middleware. An answer
 * without an envelope keeps its HTTP status as the code (0 when the status was a success, so it
 * never reads as one). `payloadKey` names the data field when the contract does not call it
 * `payload` (QR creation: `playdata`).
 */
export function toEnvelope<T>({ data, error, response }: FetchOutcome, payloadKey = 'payload'): Envelope<T> {
  const body = data ?? error;
  const code = isRecord(body) ? codeOf(body['code']) : undefined;
  if (!isRecord(body) || code === undefined) {
    return { code: response.ok ? 0 : response.status, message: response.statusText };
  }
  const message = typeof body['message'] === 'string' ? body['message'] : '';
  // An HTTP failure (429 too frequent, 500 backend exception) is known by its status, whatever its body says.
  if (!response.ok) return { code: response.status, message };
  const payload = body[payloadKey];
  return payload === undefined || payload === null ? { code, message } : { code, message, payload: payload as T };
}

/** Tenant sent where the contract has the field (spec §9); `as const` keeps its literal type 1. */
const TENANT = { tenantId: TENANT_ID } as const;

/**
 * Every answer of these calls is shown by the login flow itself, in the user's language (a form
 * error, a notice, a risk dialog). With the verify-code header on, the API layer would also toast
 * the server's own message (spec §8), so the same failure would be reported twice, once in English.
 */
const ANSWERED_BY_THE_DIALOG = { verifyCode: false } as const;

const envelope =
  <T>(payloadKey?: string) =>
  (outcome: FetchOutcome): Envelope<T> =>
    toEnvelope<T>(outcome, payloadKey);

/** The identity service's login payload (spec §3): app name, action, data with the tenant, firstId. */
function accountLogin<A extends string, D extends object>(action: A, data: D, firstId: string | undefined) {
  return { appName: APP_NAME, action, data: { ...data, ...TENANT }, ...(firstId ? { firstId } : {}) };
}

/** The login bodies' dialog fields that are not login data: the fingerprint and the invite fields. */
function splitLoginExtras<T extends InviteFields & { firstId?: string }>(body: T) {
  const { firstId, invite, invite_channel, searchWord, keyWord, expandInfo, ...data } = body;
  return { firstId, invite: withWireInviteFields({ invite, invite_channel, searchWord, keyWord, expandInfo }), data };
}

export function createAuthGateway(clients: ApiClients, options: AuthGatewayOptions = {}): AuthGateway {
  const { identity, distribution, main, promote } = clients;
  const captcha = options.captchaType ? { captchaType: options.captchaType } : {};
  const smsBody = ({ mobile, ticket, randstr }: SmsSendInput) => ({ appName: APP_NAME, mobilePhone: mobile, ticket, randstr });
  const smsLoginBody = ({ account, captcha: messageCode, credential, ...rest }: SmsLoginBody) => {
    const { firstId, invite } = splitLoginExtras(rest);
    return { ...accountLogin('sms_account', { account, messageCode, ...(credential ? { credential } : {}) }, firstId), ...invite };
  };
  const scanLoginBody = ({ sceneId, account, credential, firstId }: ScanLoginBody) =>
    accountLogin('wx_scan_verify', { messageCode: sceneId, ...(account ? { account } : {}), ...(credential ? { credential } : {}) }, firstId);

  return {
    sendLoginSms: ({ mobile, ticket, randstr }) =>
      identity
        .POST('/public/message', { ...ANSWERED_BY_THE_DIALOG, params: { query: { sendType: 'log', mobilePhone: mobile, ticket, randstr } } })
        .then(envelope<UserExistence>()),
    sendRegisterSms: (input) =>
      identity.POST('/public/sendMessageV3', { ...ANSWERED_BY_THE_DIALOG, body: { ...smsBody(input), sendType: 'reg' } }).then(envelope<UserExistence>()),
    sendBindSms: (input) =>
      identity.POST('/user/hasUserSendMessageV2', { ...ANSWERED_BY_THE_DIALOG, body: { ...smsBody(input), ...TENANT, ...captcha } }).then(envelope<UserExistence>()),
    sendSmsCode: ({ sendType, ...input }) =>
      identity.POST('/public/sendMessageV2', { ...ANSWERED_BY_THE_DIALOG, body: { ...smsBody(input), sendType, ...captcha } }).then(envelope()),

    loginByPassword: (body) => {
      const { firstId, invite, data } = splitLoginExtras(body);
      const { account, password, code, randstr } = data;
      const login = accountLogin('account_password', { account, password, ...(code ? { code, randstr: randstr ?? '' } : {}) }, firstId);
      return identity.POST('/user/loginQbt3AccountPc', { ...ANSWERED_BY_THE_DIALOG, body: { ...login, ...invite } }).then(envelope<LoginAnswerPayload>());
    },
    loginBySms: (body) => identity.POST('/user/loginQbt3AccountPc', { ...ANSWERED_BY_THE_DIALOG, body: smsLoginBody(body) }).then(envelope<LoginAnswerPayload>()),
    riskLoginBySms: (body) => identity.POST('/user/identity/verify', { ...ANSWERED_BY_THE_DIALOG, body: smsLoginBody(body) }).then(envelope<LoginAnswerPayload>()),
    riskLoginByScan: (body) => identity.POST('/user/identity/verify', { ...ANSWERED_BY_THE_DIALOG, body: scanLoginBody(body) }).then(envelope<LoginAnswerPayload>()),

    createQr: ({ bind = false } = {}) =>
      (bind
        ? identity.POST('/wechat/qrcode', { ...ANSWERED_BY_THE_DIALOG, params: { query: { bind: true } } })
        : identity.POST('/wechat/createLoginQrcode', { ...ANSWERED_BY_THE_DIALOG, params: { query: { appId: APP_NAME, channelId: SITE_CHANNEL_ID } } })
      ).then(envelope<QrcodePlaydata>('playdata')),
    pollQrLogin: (sceneId) =>
      identity.POST('/user/loginQbt3AccountPc', { ...ANSWERED_BY_THE_DIALOG, body: scanLoginBody({ sceneId }) }).then(envelope<LoginAnswerPayload>()),
    pollQrBind: (sceneId) => identity.POST('/user/addWeiXinBind', { ...ANSWERED_BY_THE_DIALOG, params: { query: { scentId: sceneId } } }).then(envelope()),

    createAccessToken: (body) =>
      identity
        .POST('/user/createQbt3AccessTokenV2', { ...ANSWERED_BY_THE_DIALOG, body: { ...body, checkChannelId: SITE_CHANNEL_ID } })
        .then(envelope<AccessTokenPayload>()),
    registerBySms: (body) =>
      identity
        .POST('/user/registerUserV2', { ...ANSWERED_BY_THE_DIALOG, body: { ...withWireInviteFields(body), appName: APP_NAME, ...TENANT } })
        .then(envelope<LoginAnswerPayload>()),
    registerAndBindWx: ({ account, password, ...rest }) =>
      identity
        .POST('/user/createUserAndBindWxV2', {
          ...ANSWERED_BY_THE_DIALOG,
          // The bind-phone form asks for the password once (an existing phone needs none): it is its own confirmation.
          body: { ...withWireInviteFields(rest), userName: account, password, passwordConfirm: password, ...TENANT },
        })
        .then(envelope<LoginAnswerPayload>()),
    retrievePassword: ({ mobile, captcha: code, password, confirmPassword }) =>
      identity
        .POST('/public/resetPassword', { ...ANSWERED_BY_THE_DIALOG, body: { phone: mobile, code, password, confirmPassword, ...TENANT } })
        .then(envelope()),
    userExists: (mobile, { ticket, randstr }) =>
      identity
        .GET('/user/hasUserByMobile', { ...ANSWERED_BY_THE_DIALOG, params: { query: { userName: mobile, ticket, randstr } } })
        .then(envelope<{ exist: boolean }>()),

    getUserWxInfo: () => identity.POST('/user/channelUserInfo', ANSWERED_BY_THE_DIALOG).then(envelope<UserInfoPayload>()),
    getTrialInfo: () => identity.GET('/user/trial', ANSWERED_BY_THE_DIALOG).then(envelope<TrialInfoPayload>()),
    getWindowSettings: () => identity.GET('/qbt4-user-window/isOpenWindowV2', ANSWERED_BY_THE_DIALOG).then(envelope<OpenWindowSetting[]>()),
    getTrialVipWindow: () => identity.GET('/qbt4-user-window/userGivTrialVipWindow', ANSWERED_BY_THE_DIALOG).then(envelope<TrialInfoPayload>()),
    queryFollowServiceInfo: () => identity.GET('/user/queryFollowServiceInfo', ANSWERED_BY_THE_DIALOG).then(envelope<CustomerServiceContact>()),
    getLoginUserChannel: () =>
      distribution.GET('/privateAreaChannel/loginUserChannel', ANSWERED_BY_THE_DIALOG).then(envelope<PromoteChannelPayload>()),
    getCooperationOrgan: () =>
      distribution.GET('/distribution-channel/cooperationOrgan', ANSWERED_BY_THE_DIALOG).then(envelope<CooperationOrganPayload>()),
    getUserCategoryList: () => main.POST('/user/categoryList', ANSWERED_BY_THE_DIALOG).then(envelope<CategoryListPayload>()),
    getProductAndPolicy: () => main.POST('/user/productAndPolicy', ANSWERED_BY_THE_DIALOG).then(envelope<ProductAndPolicyPayload>()),

    promoteRegister: (body) =>
      promote
        .POST('/public/register', { ...ANSWERED_BY_THE_DIALOG, body: { ...withWireInviteFields(body), ...TENANT } })
        .then(envelope<PromoteRegisterPayload>()),
    promoteRegisterAndBindWx: (body) =>
      promote
        .POST('/public/registerAndBindWx', { ...ANSWERED_BY_THE_DIALOG, body: { ...withWireInviteFields(body), ...TENANT } })
        .then(envelope<PromoteRegisterPayload>()),
    fastPromoteRegister: (body) =>
      promote.POST('/public/fastRegister', { ...ANSWERED_BY_THE_DIALOG, body: withWireInviteFields(body) }).then(envelope<PromoteRegisterPayload>()),
    activityRegister: (body) =>
      promote
        .POST('/public/activityRegister', { ...ANSWERED_BY_THE_DIALOG, body: { ...withWireInviteFields(body), ...TENANT } })
        .then(envelope<PromoteRegisterPayload>()),
  };
}
