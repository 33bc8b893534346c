// The captcha session id (spec §4 "created on demand with a session id ... reset by fetching a new
// session id"; spec §7 POST /captcha/getUserSessionId: code 200 with payload = the session id).
import { ApiBusinessError, envelopeWith, readResponse, type ApiClients } from '@sealens/api';
import { CAPTCHA_SUCCESS_CODE } from '@sealens/domain';
import * as v from 'valibot';

export type IdentityClient = ApiClients['identity'];

const sessionIdAnswer = envelopeWith(v.pipe(v.string(), v.nonEmpty()));

function sessionIdOf(answer: v.InferOutput<typeof sessionIdAnswer>): string {
  if (answer.code !== CAPTCHA_SUCCESS_CODE || !answer.payload) throw new ApiBusinessError(answer.code, answer.message ?? '');
  return answer.payload;
}

/** Spec §7 POST /captcha/getUserSessionId: the session id the platform's captcha widget is created with. */
export async function requestUserSessionId(identity: IdentityClient): Promise<string> {
  return sessionIdOf(readResponse(sessionIdAnswer, await identity.POST('/captcha/getUserSessionId', {})));
}

/** GET /public/captcha/sessionId (openapi getCaptchaWidgetSessionId): a fresh session for the local captcha. */
export async function requestWidgetSessionId(identity: IdentityClient): Promise<string> {
  return sessionIdOf(readResponse(sessionIdAnswer, await identity.GET('/public/captcha/sessionId', {})));
}
