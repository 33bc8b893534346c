// SMS codes and the captchas that guard them (spec §3 "SMS send", §4 "SMS code button", DESIGN.md §3-§4).
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { captchaCodeFor, createCaptchaSession, drawCaptchaGap, redeemCaptchaTicket, verifyCaptcha } from '../../security/captcha';
import { isSmsSendType, sendSmsCode, verifySmsCode, type SmsSendType } from '../../security/sms-codes';
import { takeRateLimit, type RateLimitResult } from '../../security/rate-limit';
import {
  CAPTCHA_PIECE_SIZE_PX,
  CAPTCHA_SESSION_TTL_SECONDS,
  CAPTCHA_TRACK_HEIGHT_PX,
  CAPTCHA_TRACK_WIDTH_PX,
  EXISTENCE_ANSWER_WINDOW_SECONDS,
  EXISTENCE_ANSWERS_PER_HOUR,
} from '../../security/security-constants';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, MESSAGES, answer, clientIp, httpError, jsonBody, normalizeMobile, str } from './common';
import { findUser } from './login-service';
import { encodePng } from '../../http/png';
import { captchaBackgroundPixels } from '../../security/captcha-picture';
import type { RandomSource } from '../../security/random';

const CAPTCHA_MESSAGES = {
  16801: 'captcha verification failed, please try again',
  16808: 'the captcha has expired, please try again',
  16809: 'the captcha was already used, please try again',
} as const;

interface SendInput {
  mobilePhone: unknown;
  sendType: unknown;
  ticket: unknown;
  randstr: unknown;
  /** What to check about the phone before sending. */
  check?: 'register' | 'bind';
}

/**
 * The one send path: valid phone, a redeemed captcha ticket (single use), the purpose's rules, then
 * the rate-limited send (429 with Retry-After).
 */
async function sendCode(deps: ServerDeps, c: Context, input: SendInput): Promise<Response> {
  const mobile = normalizeMobile(input.mobilePhone);
  if (!isSmsSendType(input.sendType)) return answer(c, IDENTITY_CODES.badRequest, 'unknown send type');
  if (!mobile) return answer(c, IDENTITY_CODES.badMobile, MESSAGES.badMobile);
  const refused = await captchaRefusal(deps, c, input);
  if (refused) return refused;
  // Every answer below says whether the phone is registered, also those that send nothing.
  const limited = await takeExistenceAnswer(deps, c);
  if (!limited.ok) {
    c.header('Retry-After', String(limited.retryAfterSeconds));
    return httpError(c, 429, MESSAGES.tooFrequent);
  }
  const user = await findUser(deps, mobile);
  const existence = { userWasExist: user !== undefined, userWxIsBind: user?.weChatOpenId != null };
  if (input.check === 'register' && user) return answer(c, IDENTITY_CODES.phoneRegistered, MESSAGES.phoneRegistered, existence);
  if (input.check === 'bind' && user?.weChatOpenId) return answer(c, BUSINESS_CODES.success, MESSAGES.wxAlreadyBound, existence);
  const sent = await sendSmsCode({ db: deps.db, now: deps.now, provider: deps.sms, mobile, sendType: input.sendType, ip: clientIp(c), random: deps.random });
  if (!sent.ok) {
    c.header('Retry-After', String(sent.retryAfterSeconds));
    return httpError(c, 429, MESSAGES.tooFrequent);
  }
  return answer(c, BUSINESS_CODES.success, MESSAGES.smsSent, existence);
}

/**
 * Redeems the request's captcha ticket (single use); the refusal to answer (16801, 16808 or 16809,
 * after which the client resets its captcha) or null when the captcha was passed.
 */
export async function captchaRefusal(deps: ServerDeps, c: Context, pass: { ticket: unknown; randstr: unknown }): Promise<Response | null> {
  const redeemed = await redeemCaptchaTicket({ db: deps.db, now: deps.now, verifier: deps.captchaVerifier, ticket: str(pass.ticket), randstr: str(pass.randstr) });
  if (redeemed.ok) return null;
  const code = captchaCodeFor(redeemed.reason);
  return answer(c, code, CAPTCHA_MESSAGES[code as keyof typeof CAPTCHA_MESSAGES] ?? 'captcha verification failed');
}

/**
 * Counts one answer that says whether a phone is registered against the client's hourly budget
 * (EXISTENCE_ANSWERS_PER_HOUR; the client's address by clientIp, so behind a trusted proxy the real
 * client is counted). The count is in the database: every server process shares it.
 */
export function takeExistenceAnswer(deps: ServerDeps, c: Context): Promise<RateLimitResult> {
  return takeRateLimit({ db: deps.db, now: deps.now, key: `exists:${clientIp(c)}`, limit: EXISTENCE_ANSWERS_PER_HOUR, windowSeconds: EXISTENCE_ANSWER_WINDOW_SECONDS });
}

/** Checks an SMS code; null when right, else the business answer's code and message. */
export async function smsCodeProblem(
  deps: ServerDeps,
  mobile: string,
  code: string,
  sendTypes: SmsSendType[],
): Promise<{ code: number; message: string } | null> {
  let result: Awaited<ReturnType<typeof verifySmsCode>> = { status: 'none' };
  for (const sendType of sendTypes) {
    result = await verifySmsCode({ db: deps.db, now: deps.now, mobile, sendType, code });
    if (result.status !== 'none') break;
  }
  switch (result.status) {
    case 'ok':
      return null;
    case 'wrong':
      return { code: IDENTITY_CODES.wrongSmsCode, message: 'the verification code is incorrect' };
    case 'expired':
      return { code: IDENTITY_CODES.smsCodeExpired, message: 'the verification code has expired, please get a new one' };
    case 'dead':
      return { code: IDENTITY_CODES.smsCodeExpired, message: 'too many wrong tries, please get a new verification code' };
    default:
      return { code: IDENTITY_CODES.noSmsCode, message: 'please get a verification code first' };
  }
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The local slide captcha's pictures: a background with the gap and the piece (DESIGN.md §4). */
function slidePictures(gapX: number, gapY: number, shape: string, random: RandomSource) {
  const s = CAPTCHA_PIECE_SIZE_PX;
  const shapeSvg =
    shape === 'circle'
      ? `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}"/>`
      : shape === 'shield'
        ? `<path d="M0 0 H${s} V${s * 0.6} L${s / 2} ${s} L0 ${s * 0.6} Z"/>`
        : `<path d="M0 0 H${s * 0.4} A${s * 0.12} ${s * 0.12} 0 0 1 ${s * 0.6} 0 H${s} V${s} H0 Z"/>`;
  const w = CAPTCHA_TRACK_WIDTH_PX;
  const h = CAPTCHA_TRACK_HEIGHT_PX;
  // A raster picture: the gap is in its pixels only, never in the markup (issue #10 item 12).
  const png = encodePng(w, h, captchaBackgroundPixels({ width: w, height: h, gapX, gapY, size: s, shape, random }));
  const background = `data:image/png;base64,${png.toString('base64')}`;
  const piece = svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}"><g fill="#00a2ff" stroke="#fff" stroke-width="2">${shapeSvg}</g></svg>`,
  );
  return { background, piece };
}

export function smsRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/public/message', (c) =>
    sendCode(deps, c, { sendType: c.req.query('sendType'), mobilePhone: c.req.query('mobilePhone'), ticket: c.req.query('ticket'), randstr: c.req.query('randstr') }),
  );
  for (const path of ['/public/sendMessageV2', '/public/sendMessageV3']) {
    r.post(path, async (c) => {
      const b = await jsonBody(c);
      return sendCode(deps, c, { sendType: b['sendType'], mobilePhone: b['mobilePhone'], ticket: b['ticket'], randstr: b['randstr'], check: b['sendType'] === 'reg' ? 'register' : undefined });
    });
  }
  r.post('/user/hasUserSendMessageV2', async (c) => {
    const b = await jsonBody(c);
    return sendCode(deps, c, { sendType: 'reg', mobilePhone: b['mobilePhone'], ticket: b['ticket'], randstr: b['randstr'], check: 'bind' });
  });

  const newSession = async (c: Context) => {
    const session = await createCaptchaSession({ db: deps.db, now: deps.now, random: deps.random });
    return answer(c, BUSINESS_CODES.success, 'success', session.sessionId);
  };
  r.post('/captcha/getUserSessionId', newSession);
  r.get('/public/captcha/sessionId', newSession);

  r.get('/public/captcha/slide', async (c) => {
    let sessionId = str(c.req.query('sessionId'));
    let gap = sessionId ? await drawCaptchaGap({ db: deps.db, now: deps.now, sessionId }) : undefined;
    if (!gap) {
      sessionId = (await createCaptchaSession({ db: deps.db, now: deps.now, random: deps.random })).sessionId;
      gap = await drawCaptchaGap({ db: deps.db, now: deps.now, sessionId });
    }
    if (!gap) return answer(c, 16801, CAPTCHA_MESSAGES[16801]);
    const pictures = slidePictures(gap.x, gap.y, gap.shape, deps.random);
    return answer(c, BUSINESS_CODES.success, 'success', {
      challengeId: sessionId,
      ...pictures,
      pieceY: gap.y,
      width: CAPTCHA_TRACK_WIDTH_PX,
      height: CAPTCHA_TRACK_HEIGHT_PX,
      expiresIn: CAPTCHA_SESSION_TTL_SECONDS,
    });
  });

  r.post('/public/captcha/slide/verify', async (c) => {
    const b = await jsonBody(c);
    const x = typeof b['x'] === 'number' ? b['x'] : Number.NaN;
    const verified = await verifyCaptcha({ db: deps.db, now: deps.now, sessionId: str(b['challengeId']), x, trail: b['trail'], random: deps.random });
    if (!verified.ok) {
      const code = captchaCodeFor(verified.reason);
      return answer(c, code, CAPTCHA_MESSAGES[code as keyof typeof CAPTCHA_MESSAGES] ?? 'captcha verification failed');
    }
    return answer(c, BUSINESS_CODES.success, 'success', { ticket: verified.ticket, randstr: verified.randstr });
  });

  return r;
}
