// Issue #25 item 8: GET calls that change state (the trial claim, the gift window, feedback, the two
// data-backfill applications) ran on a link from another site with the SameSite=Lax session cookie.
// They now refuse another site like every cookie-authenticated POST does, and work from our own.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ID, openTestApp, type TestApp } from '../api/identity/test-app';
import { dataSupplements } from '../db/content-schema';
import { trialGiveaways, userFeedback } from '../db/identity-schema';
import { STATE_CHANGING_GETS } from './cross-site-guard';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const FEEDBACK = `${ID}/user-back/userFeedback?type=1&problemDescription=${encodeURIComponent('The chart does not load at all.')}`;

/** Each state-changing GET, and how many rows it has written for the user so far. */
const CALLS: Array<{ url: string; rows: (userId: number) => Promise<number> }> = [
  { url: `${ID}/user-account/giveAway`, rows: (id) => countOf(trialGiveaways, eq(trialGiveaways.userId, id)) },
  { url: `${ID}/qbt4-user-window/userGivTrialVipWindow`, rows: (id) => countOf(trialGiveaways, eq(trialGiveaways.userId, id)) },
  { url: FEEDBACK, rows: (id) => countOf(userFeedback, eq(userFeedback.userId, id)) },
  { url: '/api/data-supplement/goodSupplement?goodsId=123', rows: () => countOf(dataSupplements, eq(dataSupplements.kind, 'good')) },
  { url: `/api/data-supplement/mallSupplement?mallParm=${encodeURIComponent('https://shopee.vn/shop/9')}`, rows: () => countOf(dataSupplements, eq(dataSupplements.kind, 'mall')) },
];

async function countOf(table: typeof trialGiveaways | typeof userFeedback | typeof dataSupplements, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** The request a browser sends on a top-level navigation: the session cookie and its fetch metadata. */
function navigate(url: string, token: string, from: { secFetchSite?: string; origin?: string }) {
  const headers: Record<string, string> = { cookie: `sealens_token=${token}`, host: 'sealens.test' };
  if (from.secFetchSite) headers['sec-fetch-site'] = from.secFetchSite;
  if (from.origin) headers['origin'] = from.origin;
  return t.app.request(`http://sealens.test${url}`, { headers }, { incoming: { socket: { remoteAddress: '198.51.100.80' } } });
}

describe('state-changing GETs refuse another site (issue #25 item 8)', () => {
  it('are all on the guarded list', () => {
    for (const { url } of CALLS) expect(STATE_CHANGING_GETS.some((pattern) => pattern.test(new URL(url, 'http://x').pathname)), url).toBe(true);
  });

  it('a cross-site navigation (Sec-Fetch-Site or a foreign Origin) with the cookie is refused and writes nothing; the same request from our site works', async () => {
    const user = await t.login('13900000019');
    const userId = 1_000_019;
    for (const { url, rows } of CALLS) {
      const before = await rows(userId);
      const bySecFetch = await navigate(url, user.token, { secFetchSite: 'cross-site' });
      expect(bySecFetch.status, url).toBe(403);
      const byOrigin = await navigate(url, user.token, { origin: 'https://evil.example' });
      expect(byOrigin.status, url).toBe(403);
      expect(await rows(userId), url).toBe(before);
    }
    for (const { url, rows } of CALLS) {
      const before = await rows(userId);
      const sameOrigin = await navigate(url, user.token, { secFetchSite: 'same-origin' });
      expect(sameOrigin.status, url).toBe(200);
      expect(((await sameOrigin.json()) as { code: number }).code, url).toBe(200);
      // The gift window grants what the trial claim already granted: one row either way.
      if (!url.includes('userGivTrialVipWindow')) expect(await rows(userId), url).toBe(before + 1);
    }
  });
});
