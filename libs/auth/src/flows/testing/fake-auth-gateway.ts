// An AuthGateway for tests and stories: no network. Every call is recorded; each method answers a
// default success (the shapes of openapi/*.yaml) unless told otherwise, and an answer may be a
// function of the call's input, a promise (to hold an answer back), or a rejection.
import type { AuthGateway, Envelope } from '../../gateway/auth-gateway';
import type { LoginResponse, UserProfile } from '../login-dialog-contract';

export type GatewayMethod = keyof AuthGateway;

type Input<M extends GatewayMethod> = Parameters<AuthGateway[M]>[0];
type Answer<M extends GatewayMethod> = Awaited<ReturnType<AuthGateway[M]>>;

/** A fixed answer, or one computed from the call's input (may be a promise, may throw). */
export type FakeAnswer<M extends GatewayMethod> = Answer<M> | ((input: Input<M>) => Answer<M> | Promise<Answer<M>>);

export type FakeAnswers = { [M in GatewayMethod]?: FakeAnswer<M> };

export interface GatewayCall {
  method: GatewayMethod;
  /** The first argument. */
  input: unknown;
  /** Every argument (the existence check also takes its captcha pass). */
  args: unknown[];
}

export interface FakeAuthGateway extends AuthGateway {
  /** Every call so far, in order. */
  readonly calls: GatewayCall[];
  /** The inputs of each call to `method`, in order. */
  inputsOf<M extends GatewayMethod>(method: M): Input<M>[];
  /** Changes how `method` answers from now on. */
  answer<M extends GatewayMethod>(method: M, answer: FakeAnswer<M>): void;
}

export const FAKE_USER: UserProfile = { userId: '1', account: '13900000001', nickName: 'Demo user', passwordStatus: 1 };
export const FAKE_CHANNEL_USER = { openId: 'wx-open-1', nickName: 'Demo user', wxIsBind: true };
export const FAKE_LOGIN: LoginResponse = {
  mainAccount: { account: '13900000001', displayName: 'Demo user' },
  subAccount: [],
  loginCredential: 'cred-1',
  newSubscriber: false,
};
export const FAKE_QR_PLAYDATA = { ticket: 'https://sealens.test/api/__dev/qr/scan?scene=scene-1', sceneId: 'scene-1', expireSeconds: 60 };

const ok = <T>(payload?: T, message = 'success'): Envelope<T> => (payload === undefined ? { code: 200, message } : { code: 200, message, payload });
const waiting: Envelope<never> = { code: 30001, message: 'waiting for a scan' };
const sent = ok({ userWasExist: false, userWxIsBind: false }, 'SMS sent, please check');

export const DEFAULT_FAKE_ANSWERS: { [M in GatewayMethod]: Answer<M> } = {
  sendLoginSms: sent,
  sendRegisterSms: sent,
  sendBindSms: sent,
  sendSmsCode: ok(undefined, 'SMS sent, please check'),
  loginByPassword: ok(FAKE_LOGIN),
  loginBySms: ok(FAKE_LOGIN),
  riskLoginBySms: ok(FAKE_LOGIN),
  riskLoginByScan: waiting,
  createQr: ok(FAKE_QR_PLAYDATA),
  pollQrLogin: waiting,
  pollQrBind: waiting,
  createAccessToken: ok({ accessToken: 'token-1', user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER }),
  registerBySms: ok({ ...FAKE_LOGIN, newSubscriber: true }),
  registerAndBindWx: ok({ ...FAKE_LOGIN, newSubscriber: true }),
  retrievePassword: ok(undefined, 'password reset successful'),
  userExists: ok({ exist: true }),
  getUserWxInfo: ok({ user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER }),
  getTrialInfo: ok({ planId: 16, days: 1, endTime: '2030-01-02 00:00:00' }),
  getWindowSettings: ok([
    { openType: 1, openFlag: 1 },
    { openType: 2, openFlag: 0 },
  ]),
  getTrialVipWindow: ok(),
  queryFollowServiceInfo: ok({ weChatUrl: 'https://work.weixin.qq.com/kfid/demo', nickName: 'Service' }),
  getLoginUserChannel: ok({ channelType: 2 }),
  getCooperationOrgan: ok({ userId: '42', organName: 'Demo organ' }),
  getUserCategoryList: ok({
    categorys: [
      { typeId: 99999, name: 'fresh fruit', buyStatus: 0 },
      { typeId: 99987, name: 'auto parts and motorcycles', buyStatus: 1 },
      { typeId: 99991, name: 'digital electronics', buyStatus: 0 },
    ],
    bindableNum: 3,
    buyNum: 1,
    canNextBind: true,
  }),
  getProductAndPolicy: ok({
    product: { planId: 10, maturityTime: '2030-01-01 00:00:00' },
    policy: { isFilterAbnormal: 0, passwordStatus: 1, promoteType: 2 },
  }),
  promoteRegister: ok({ account: '13900000099', loginCredential: 'promo-cred', newSubscriber: true }),
  promoteRegisterAndBindWx: ok({ account: '13900000099', loginCredential: 'promo-cred', newSubscriber: true }),
  fastPromoteRegister: ok({ account: '13900000099', loginCredential: 'promo-cred', newSubscriber: true }),
  activityRegister: ok({ account: '13900000099', loginCredential: 'promo-cred', newSubscriber: true, lotteryChances: 1 }),
};

export function createFakeAuthGateway(answers: FakeAnswers = {}): FakeAuthGateway {
  const calls: GatewayCall[] = [];
  const table: FakeAnswers = { ...answers };

  // Loosely typed inside: the public types above tie each method to its own input and answer.
  const call =
    (method: GatewayMethod) =>
    (...args: unknown[]): Promise<unknown> => {
      const [input] = args;
      calls.push({ method, input, args });
      const configured: unknown = (table as Record<GatewayMethod, unknown>)[method] ?? DEFAULT_FAKE_ANSWERS[method];
      try {
        return Promise.resolve(typeof configured === 'function' ? (configured as (i: unknown) => unknown)(input) : configured);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };

  const methods = Object.fromEntries((Object.keys(DEFAULT_FAKE_ANSWERS) as GatewayMethod[]).map((method) => [method, call(method)])) as unknown as AuthGateway;

  return {
    ...methods,
    calls,
    inputsOf: <M extends GatewayMethod>(method: M) => calls.filter((c) => c.method === method).map((c) => c.input as Input<M>),
    answer(method, answer) {
      (table as Record<GatewayMethod, unknown>)[method] = answer;
    },
  };
}
