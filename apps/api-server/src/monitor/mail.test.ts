// Production's way out for the digests (issue 31 item 4): the mail API's settings, all or none, and
// the sender that posts each unsent mail and records how it went.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { marketSqlOf, type MarketSql } from '../market/market-sql';
import { openTestDatabase } from '../security/test-database';
import { isEmailAddress, readMailApi, sendPendingMail } from './mail';

let database: OpenDatabase;
let sql: MarketSql;
beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe('the mail API', () => {
  it('is all three settings or none, an http(s) address', () => {
    expect(readMailApi({})).toBeUndefined();
    expect(readMailApi({ SEALENS_MAIL_API_URL: 'https://mail.example.com/send', SEALENS_MAIL_API_KEY: 'k', SEALENS_MAIL_FROM: 'alerts@sealens.example' })).toEqual({
      url: 'https://mail.example.com/send',
      key: 'k',
      from: 'alerts@sealens.example',
    });
    expect(() => readMailApi({ SEALENS_MAIL_API_URL: 'https://mail.example.com/send' })).toThrow('set SEALENS_MAIL_API_KEY, SEALENS_MAIL_FROM as well');
    expect(() => readMailApi({ SEALENS_MAIL_API_URL: 'smtp.example.com', SEALENS_MAIL_API_KEY: 'k', SEALENS_MAIL_FROM: 'a@b.c' })).toThrow('must be an http(s) address');
  });

  it('takes well-formed addresses only', () => {
    for (const good of ['seller@example.com', 'a.b+c@shop.co.th']) expect(isEmailAddress(good), good).toBe(true);
    for (const bad of ['seller', 'seller@example', 'a b@example.com', 'a@b@example.com', `${'a'.repeat(200)}@example.com`, 'x@example.com\nBcc: y@example.com']) expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('posts each unsent mail as JSON with the key, and records when it went or why it did not', async () => {
    await sql.query(`insert into mail_outbox (user_id, kind, day, "to", subject, body) values (1, 'digest', '2026-10-10', 'a@example.com', 'S1', 'B1'), (2, 'digest', '2026-10-10', 'b@example.com', 'S2', 'B2')`);
    const posted: { url: string; auth: string | null; body: unknown }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { to: string };
      posted.push({ url, auth: new Headers(init.headers).get('authorization'), body });
      return new Response('', { status: body.to === 'b@example.com' ? 503 : 202 });
    }) as typeof fetch;
    const now = new Date('2026-10-11T00:00:00Z');
    const api = { url: 'https://mail.example.com/send', key: 'secret-key', from: 'alerts@sealens.example' };
    expect(await sendPendingMail(sql, api, () => now, fakeFetch)).toBe(2);
    expect(posted).toEqual([
      { url: api.url, auth: 'Bearer secret-key', body: { from: api.from, to: 'a@example.com', subject: 'S1', text: 'B1' } },
      { url: api.url, auth: 'Bearer secret-key', body: { from: api.from, to: 'b@example.com', subject: 'S2', text: 'B2' } },
    ]);
    const rows = await sql.query<{ to: string; sent_at: Date | null; error: string | null }>(`select "to", sent_at, error from mail_outbox order by id`);
    expect(rows.map((r) => [r.to, r.sent_at ? new Date(r.sent_at).toISOString() : null, r.error])).toEqual([
      ['a@example.com', now.toISOString(), null],
      ['b@example.com', null, 'the mail API answered HTTP 503'],
    ]);
    // Nothing is sent twice.
    expect(await sendPendingMail(sql, api, () => now, fakeFetch)).toBe(0);
  });
});
