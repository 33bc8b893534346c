// A stand-in for the reference server's captcha routes (apps/api-server sms-routes.ts), answering
// through a fake fetch, so tests and stories drive the real typed identity client without a server.
import { createApiClients, createApiEvents } from '@sealens/api';

import type { IdentityClient } from './captcha-session-id';

export interface FakeSlideCaptchaServerOptions {
  /** Gap x of successive challenges (cycled); the piece passes within ±6 px, like the real server. */
  gaps?: number[];
  pieceY?: number;
  /** Delay of every answer, to show loading states in stories. */
  delayMs?: number;
  /** Start with the network down (see FakeSlideCaptchaServer.offline). */
  offline?: boolean;
}

export interface FakeSlideCaptchaServer {
  identity: IdentityClient;
  /** Every request the client sent, in order. */
  requests: Request[];
  /** While true every request fails as if the network were down. */
  offline: boolean;
  /** Answer the next verify with this code (e.g. 16808) whatever x is. */
  nextVerifyCode?: number;
}

const TOLERANCE_PX = 6;
const PIECE_PX = 40;
const WIDTH = 300;
const HEIGHT = 150;

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** The same pictures the reference server draws: a gradient with a dark square gap, and the piece. */
export function slidePictures(gapX: number, gapY: number) {
  const shape = `<rect width="${PIECE_PX}" height="${PIECE_PX}" rx="6"/>`;
  return {
    background: svgUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#00d2ff"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><g transform="translate(${gapX} ${gapY})" fill="#000" fill-opacity="0.45">${shape}</g></svg>`,
    ),
    piece: svgUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_PX}" height="${PIECE_PX}"><g fill="#00a2ff" stroke="#fff" stroke-width="2">${shape}</g></svg>`,
    ),
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

export function createFakeSlideCaptchaServer({ gaps = [137], pieceY = 30, delayMs = 0, offline = false }: FakeSlideCaptchaServerOptions = {}): FakeSlideCaptchaServer {
  const challenges = new Map<string, { gapX: number; answered: boolean }>();
  let issued = 0;
  let sessions = 0;

  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^\/api\/ram\/[^/]+\/v1/, '');
    if (request.method === 'GET' && path === '/public/captcha/slide') {
      const gapX = gaps[issued % gaps.length] ?? 137;
      const challengeId = `challenge-${++issued}`;
      challenges.set(challengeId, { gapX, answered: false });
      const pictures = slidePictures(gapX, pieceY);
      return json({ code: 200, message: 'success', payload: { challengeId, ...pictures, pieceY, width: WIDTH, height: HEIGHT, expiresIn: 120 } });
    }
    if (request.method === 'POST' && path === '/public/captcha/slide/verify') {
      const body = (await request.clone().json()) as { challengeId?: string; x?: number };
      const forced = server.nextVerifyCode;
      server.nextVerifyCode = undefined;
      if (forced !== undefined) return json({ code: forced, message: 'forced' });
      const challenge = challenges.get(body.challengeId ?? '');
      if (!challenge) return json({ code: 16801, message: 'captcha verification failed, please try again' });
      if (challenge.answered) return json({ code: 16809, message: 'the captcha was already used, please try again' });
      challenge.answered = true;
      if (typeof body.x !== 'number' || Math.abs(body.x - challenge.gapX) > TOLERANCE_PX) {
        return json({ code: 16801, message: 'captcha verification failed, please try again' });
      }
      return json({ code: 200, message: 'success', payload: { ticket: `ticket-${body.challengeId}`, randstr: `randstr-${body.challengeId}` } });
    }
    if ((request.method === 'GET' && path === '/public/captcha/sessionId') || (request.method === 'POST' && path === '/captcha/getUserSessionId')) {
      return json({ code: 200, message: 'success', payload: `session-${++sessions}` });
    }
    return new Response('not found', { status: 404 });
  };

  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (server.offline) throw new TypeError('Failed to fetch');
    return answer(request);
  };
  const clients = createApiClients({
    basePath: 'http://sealens.test/api',
    fetch,
    getToken: () => null,
    getAntiRiskToken: () => null,
    events: createApiEvents(),
  });
  const server: FakeSlideCaptchaServer = { identity: clients.identity, requests, offline };
  return server;
}
