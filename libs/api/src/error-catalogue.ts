import { isCaptchaResetCode } from '@sealens/domain';
import type { ApiEventMap, ApiEventName } from './api-events';
import {
  CAPTCHA_PAGE_MARKERS,
  CLOCK_DRIFT_TOLERANCE_MS,
  RESTRICT_LOGIN,
  SECURITY_CHECK_CODES,
  SUCCESS_CODES,
  THREAT_PAGE_MARKERS,
} from './api-constants';

// The HTTP-level rows of the spec §8 error catalogue, as data. The onResponse middleware
// (middleware/error-catalogue-middleware.ts) walks this table for every answer; flow-level rows
// (10099, 20001, 30001, ...) belong to the flows in libs/auth, which see the envelope themselves.

/** What the catalogue may look at; bodies are read lazily, only by the rows that need them. */
export interface ResponseFacts {
  status: number;
  ok: boolean;
  contentType: string;
  /** The call carried the verify-code header (auth-rules.ts, or not switched off per call). */
  verifyCodeFlagged: boolean;
  /** The server's `Date` header, or null when absent or unreadable. */
  serverDate: Date | null;
  deviceDate: Date;
  text(): Promise<string>;
  /** The body as JSON, or undefined when it is not JSON. */
  json(): Promise<unknown>;
}

/** An event with its payload, typed together. */
export type RaisedEvent = { [E in ApiEventName]: { event: E; payload: ApiEventMap[E] } }[ApiEventName];

export interface CatalogueRow {
  /** The spec §8 situation, in its words. */
  situation: string;
  /** The event to raise when the row applies, else undefined. */
  check(facts: ResponseFacts): RaisedEvent | undefined | Promise<RaisedEvent | undefined>;
  /** After raising, reject the call: the answer is a gateway page, not data. */
  blocks?: 'captcha' | 'threat';
}

const isHtml = (facts: ResponseFacts) => facts.contentType.toLowerCase().includes('text/html');

const containsAny = (text: string, markers: readonly string[]) => markers.some((marker) => text.includes(marker));

/** `{ code, message }` of an envelope, if the body is one. */
async function envelopeOf(facts: ResponseFacts): Promise<{ code: number; message?: string } | undefined> {
  const body = await facts.json();
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const code = Number(body.code);
  if (!Number.isFinite(code)) return undefined;
  const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  return { code, message };
}

export const ERROR_CATALOGUE = {
  clockDrift: {
    situation:
      'device clock differs from server date by more than 9 minutes (ignored when the server date is before the device date)',
    check({ serverDate, deviceDate }) {
      if (!serverDate) return undefined;
      const driftMs = serverDate.getTime() - deviceDate.getTime();
      return driftMs > CLOCK_DRIFT_TOLERANCE_MS
        ? { event: 'clockDrift', payload: { serverDate, deviceDate, driftMs } }
        : undefined;
    },
  },
  unauthorized: {
    situation: 'HTTP 401',
    check: ({ status }) =>
      status === 401 ? { event: 'sessionEnded', payload: { reason: 'unauthorized', status } } : undefined,
  },
  restrictLogin: {
    situation: 'HTTP 403 RESTRICT_LOGIN',
    async check(facts) {
      if (facts.status !== 403 || !(await facts.text()).includes(RESTRICT_LOGIN)) return undefined;
      return { event: 'sessionEnded', payload: { reason: 'restrictLogin', status: 403 } };
    },
  },
  tooFrequent: {
    situation: 'HTTP 429',
    check: ({ status }) => (status === 429 ? { event: 'warning', payload: { messageId: 'tooFrequent' } } : undefined),
  },
  backendException: {
    situation: 'HTTP 500',
    check: ({ status }) => (status === 500 ? { event: 'error', payload: { messageId: 'backendException' } } : undefined),
  },
  captchaPage: {
    situation: 'HTML response with captcha marker',
    async check(facts) {
      if (!isHtml(facts) || !containsAny(await facts.text(), CAPTCHA_PAGE_MARKERS)) return undefined;
      return { event: 'notVerified', payload: { messageId: 'notVerified' } };
    },
    blocks: 'captcha',
  },
  threatPage: {
    situation: 'HTML response saying request may threaten the site',
    async check(facts) {
      if (!isHtml(facts) || !containsAny(await facts.text(), THREAT_PAGE_MARKERS)) return undefined;
      return { event: 'warning', payload: { messageId: 'tooManyVisits' } };
    },
    blocks: 'threat',
  },
  captchaReset: {
    situation: 'captcha codes 16801, 16808, 16809',
    async check(facts) {
      const envelope = await envelopeOf(facts);
      if (!envelope || !isCaptchaResetCode(envelope.code)) return undefined;
      return { event: 'captchaResetNeeded', payload: { code: envelope.code } };
    },
  },
  verifyCodeRejected: {
    situation: 'calls flagged for verification codes, code not 200, 0 or a security-check code',
    async check(facts) {
      if (!facts.verifyCodeFlagged || !facts.ok) return undefined;
      const envelope = await envelopeOf(facts);
      if (!envelope) return undefined;
      const { code, message } = envelope;
      if (SUCCESS_CODES.includes(code) || SECURITY_CHECK_CODES.includes(code) || isCaptchaResetCode(code)) {
        return undefined;
      }
      return {
        event: 'warning',
        payload: message ? { serverMessage: message } : { messageId: 'refreshAndRetry' },
      };
    },
  },
} satisfies Record<string, CatalogueRow>;

export type CatalogueRowId = keyof typeof ERROR_CATALOGUE;

/** Rows in the order they are checked: the clock first (it applies to any answer), pages before bodies. */
export const ERROR_CATALOGUE_ROWS: readonly (CatalogueRow & { id: CatalogueRowId })[] = Object.entries(
  ERROR_CATALOGUE,
).map(([id, row]) => ({ id: id as CatalogueRowId, ...row }));
