// The local slide captcha's two calls (openapi createSlideCaptcha / verifySlideCaptcha, DESIGN.md §4),
// behind a small interface so the widget can be shown with a fake in stories.
import { ApiBusinessError, envelopeWith, readResponse, stringLike } from '@sealens/api';
import { CAPTCHA_RESET_CODES, CAPTCHA_SUCCESS_CODE } from '@sealens/domain';
import * as v from 'valibot';

import type { CaptchaPass } from './captcha-provider';
import type { IdentityClient } from './captcha-session-id';

/** One puzzle: a background with a gap and a piece to slide into it (x is the piece's left edge). */
export interface SlideChallenge {
  challengeId: string;
  /** Background picture with the gap, as a data URL. */
  background: string;
  /** Puzzle piece picture, as a data URL. */
  piece: string;
  /** Top of the piece in picture pixels. */
  pieceY: number;
  width: number;
  height: number;
  /** Seconds until the server forgets the challenge. */
  expiresIn?: number;
}

/** The server's word on one answer: a pass, a miss (16801) or a challenge that is gone (16808/16809). */
export type SlideVerdict = { kind: 'pass'; pass: CaptchaPass } | { kind: 'wrong' } | { kind: 'expired' };

export interface SlideCaptchaApi {
  /** A new challenge; `sessionId` continues a session fetched earlier (the server starts one otherwise). */
  loadChallenge(sessionId?: string): Promise<SlideChallenge>;
  /** `trail`: the piece's [x, y, ms] points since the picture was shown (slide-puzzle.tsx). */
  verify(challengeId: string, x: number, trail: number[][]): Promise<SlideVerdict>;
}

const [WRONG_CODE] = CAPTCHA_RESET_CODES;

const challengeAnswer = envelopeWith(
  v.object({
    challengeId: stringLike,
    background: v.string(),
    piece: v.string(),
    pieceY: v.number(),
    width: v.number(),
    height: v.number(),
    expiresIn: v.optional(v.number()),
  }),
);

const verifyAnswer = envelopeWith(v.object({ ticket: v.pipe(v.string(), v.nonEmpty()), randstr: v.pipe(v.string(), v.nonEmpty()) }));

/** The slide-captcha calls of the identity service; failures other than the three codes throw. */
export function createSlideCaptchaApi(identity: IdentityClient): SlideCaptchaApi {
  return {
    async loadChallenge(sessionId) {
      const answer = readResponse(
        challengeAnswer,
        await identity.GET('/public/captcha/slide', { params: { query: sessionId ? { sessionId } : {} } }),
      );
      if (answer.code !== CAPTCHA_SUCCESS_CODE || !answer.payload) throw new ApiBusinessError(answer.code, answer.message ?? '');
      return answer.payload;
    },
    async verify(challengeId, x, trail) {
      const answer = readResponse(verifyAnswer, await identity.POST('/public/captcha/slide/verify', { body: { challengeId, x, trail } }));
      if (answer.code === CAPTCHA_SUCCESS_CODE && answer.payload) return { kind: 'pass', pass: answer.payload };
      if (answer.code === WRONG_CODE) return { kind: 'wrong' };
      if ((CAPTCHA_RESET_CODES as readonly number[]).includes(answer.code)) return { kind: 'expired' };
      throw new ApiBusinessError(answer.code, answer.message ?? '');
    },
  };
}
