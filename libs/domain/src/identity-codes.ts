// Business codes of the identity, distribution, promote and payment bases beyond the ones spec §8
// names (designed in openapi/identity.yaml): one table, shared by the reference server that answers
// them and the login flows that react to them.

export const IDENTITY_CODES = {
  success: 200,
  identityAuthRequired: 10099,
  wrongPassword: 10001,
  wrongSmsCode: 10002,
  smsCodeExpired: 10003,
  noSmsCode: 10004,
  badCredential: 10005,
  /** 'this phone number is already registered' (spec §5). */
  phoneRegistered: 10006,
  /** 'this phone is already bound to WeChat, please change number' (spec §5). */
  wxAlreadyBound: 10007,
  passwordsDiffer: 10008,
  noSuchAccount: 10009,
  badMobile: 10010,
  trialClaimed: 10011,
  badRequest: 10012,
  notFound: 40004,
  wxBoundElsewhere: 30006,
  unknownUser: 20001,
  qrWaiting: 30001,
  noPrivateChannel: 30005,
} as const;

export type IdentityCodeName = keyof typeof IDENTITY_CODES;
export type IdentityCode = (typeof IDENTITY_CODES)[IdentityCodeName];
