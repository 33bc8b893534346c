import * as v from 'valibot';
import { envelopeWith } from './envelope';
import { maybe, numberLike, stringLike } from './lenient';

export const userProfileSchema = v.looseObject({
  userId: stringLike,
  account: stringLike,
  nickName: maybe(v.string()),
  headImg: maybe(v.string()),
  /** 1 when a password is set. */
  passwordStatus: maybe(numberLike),
  tags: v.nullish(v.array(v.string()), []),
});

export const channelUserInfoSchema = v.looseObject({
  openId: maybe(v.string()),
  nickName: maybe(v.string()),
  headImg: maybe(v.string()),
  wxIsBind: maybe(v.boolean()),
});

/** Access token answer payload; the token is what everything after login depends on. */
export const accessTokenSchema = v.looseObject({
  accessToken: v.pipe(v.string(), v.nonEmpty('accessToken is empty')),
  user: maybe(userProfileSchema),
  channelUserInfo: maybe(channelUserInfoSchema),
});

export const accessTokenAnswerSchema = envelopeWith(accessTokenSchema);

/** The user info kept in the client store (spec §3): accessToken, user, channelUserInfo. */
export const userInfoSchema = v.looseObject({
  accessToken: maybe(v.string()),
  user: maybe(userProfileSchema),
  channelUserInfo: maybe(channelUserInfoSchema),
});

export const userInfoAnswerSchema = envelopeWith(userInfoSchema);

export type UserProfile = v.InferOutput<typeof userProfileSchema>;
export type AccessToken = v.InferOutput<typeof accessTokenSchema>;
export type UserInfo = v.InferOutput<typeof userInfoSchema>;
