import * as v from 'valibot';
import { envelopeWith } from './envelope';
import { maybe, stringLike } from './lenient';

/** A main or sub account of the login response (spec §3). Only `account` is relied on. */
export const accountSchema = v.looseObject({
  account: stringLike,
  displayName: maybe(v.string()),
  nickName: maybe(v.string()),
  headImg: maybe(v.string()),
});

/**
 * Login response (spec §3). Every field is optional: risk codes (90001-90008, 70001, 70002) and
 * 10099/20001 answers carry only some of them, and the flows decide what they need.
 */
export const loginResponseSchema = v.looseObject({
  mainAccount: maybe(accountSchema),
  // Absent and null both read as an empty list.
  subAccount: v.nullish(v.array(accountSchema), []),
  loginCredential: maybe(v.string()),
  newSubscriber: maybe(v.boolean()),
  distinctId: maybe(stringLike),
  /** Freeze end, "YYYY-MM-DD HH:mm:ss". */
  riskEndTime: maybe(v.string()),
  isUpgrade: maybe(v.boolean()),
  userWasExist: maybe(v.boolean()),
  userWxIsBind: maybe(v.boolean()),
  sceneId: maybe(stringLike),
  credential: maybe(v.string()),
});

export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

/** The login answer: the envelope's `code` drives the flow, the payload is the login response. */
export const loginAnswerSchema = envelopeWith(loginResponseSchema);
export type LoginAnswer = v.InferOutput<typeof loginAnswerSchema>;
