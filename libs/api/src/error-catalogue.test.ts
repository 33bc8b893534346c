import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CATALOGUE_ROWS, type ResponseFacts } from './error-catalogue';

const facts = (overrides: Partial<ResponseFacts>): ResponseFacts => ({
  status: 200,
  ok: true,
  contentType: 'application/json',
  verifyCodeFlagged: false,
  serverDate: null,
  deviceDate: new Date(0),
  text: async () => '',
  json: async () => undefined,
  ...overrides,
});

describe('error catalogue table (spec §8)', () => {
  it('is one table, checked clock first', () => {
    expect(ERROR_CATALOGUE_ROWS.map((row) => row.id)).toEqual([
      'clockDrift',
      'unauthorized',
      'restrictLogin',
      'tooFrequent',
      'backendException',
      'captchaPage',
      'threatPage',
      'captchaReset',
      'verifyCodeRejected',
    ]);
  });


  it('names each row with the spec situation', () => {
    expect(ERROR_CATALOGUE.unauthorized.situation).toBe('HTTP 401');
    expect(ERROR_CATALOGUE.restrictLogin.situation).toBe('HTTP 403 RESTRICT_LOGIN');
    for (const row of ERROR_CATALOGUE_ROWS) expect(row.situation.length).toBeGreaterThan(5);
  });

  it('only the two gateway-page rows reject the call', () => {
    expect(ERROR_CATALOGUE_ROWS.filter((row) => row.blocks).map((row) => [row.id, row.blocks])).toEqual([
      ['captchaPage', 'captcha'],
      ['threatPage', 'threat'],
    ]);
  });

  it('ignores a missing or unreadable server date', () => {
    expect(ERROR_CATALOGUE.clockDrift.check(facts({ serverDate: null }))).toBeUndefined();
  });

  it('reads no body for a plain 200 on an unflagged call', async () => {
    let reads = 0;
    const counting = facts({
      text: async () => {
        reads += 1;
        return '';
      },
    });
    for (const row of ERROR_CATALOGUE_ROWS.filter((r) => r.id !== 'captchaReset')) await row.check(counting);
    expect(reads).toBe(0);
  });
});
