import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp, type AppMode } from '../../app';
import type { Database, OpenDatabase } from '../../db/database';
import { qrScenes, serverSettings, smsOutbox, users } from '../../db/schema';
import { SEEDED_SETTING_KEY } from '../../db/seed/reset-database';
import { SEEDERS } from '../../db/seed/seed-all';
import { tokenSecretFor } from '../../security/access-token';
import { createQrScene, pollQrScene } from '../../security/qr-scenes';
import { cryptoRandom } from '../../security/random';
import { outboxSmsProvider, sendSmsCode } from '../../security/sms-codes';
import { openTestDatabase, simulatedClock, uniqueAccount, uniqueIp, uniqueMobile } from '../../security/test-database';
import type { ServerDeps } from '../server-deps';
import { devRoutes, devScanPath } from './dev-routes';

let database: OpenDatabase;
let db: Database;
const clock = simulatedClock();

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  db = database.db;
}, 60_000);
afterAll(() => database.close());

function appFor(mode: AppMode) {
  const deps: ServerDeps = {
    db,
    mode,
    now: clock.now,
    random: cryptoRandom,
    sms: outboxSmsProvider(db, clock.now),
    tokenSecret: 'test-secret-test-secret-test-secret',
    tokenTtlSeconds: 3600,
    uploadDir: '/tmp/sealens-dev-routes-test',
  };
  return createApp({ mode, desktopDir: '/nonexistent', mobileDir: '/nonexistent', version: 'test', upgradeCompression: false, api: { deps, bases: { dev: devRoutes } } });
}

async function addUser(account = uniqueAccount()) {
  const [user] = await db.insert(users).values({ account, displayName: `Demo ${account}`, mobile: uniqueMobile() }).returning();
  if (!user) throw new Error('the user was not inserted');
  return user;
}

const newScene = () => createQrScene({ db, now: clock.now, purpose: 'login', scanUrlFor: devScanPath });
const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('GET /api/__dev/sms', () => {
  it('answers the newest outbox code and text of a phone', async () => {
    const app = appFor('local');
    const mobile = uniqueMobile();
    const sent = await sendSmsCode({ db, now: clock.now, provider: outboxSmsProvider(db, clock.now), mobile, sendType: 'log', ip: uniqueIp() });
    expect(sent.ok).toBe(true);
    const res = await app.request(`/api/__dev/sms?mobile=${mobile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as { code: number; payload: { mobile: string; code: string; text: string; sentAt: string } };
    expect(body.code).toBe(200);
    expect(body.payload.mobile).toBe(mobile);
    expect(body.payload.code).toMatch(/^[0-9]{6}$/);
    expect(body.payload.text).toContain(body.payload.code);
    expect(body.payload.text).toContain('login');
    expect(new Date(body.payload.sentAt).toISOString()).toBe(body.payload.sentAt);
  });

  it('answers 404 for a phone without messages and 400 without a phone', async () => {
    const app = appFor('local');
    const none = await app.request(`/api/__dev/sms?mobile=${uniqueMobile()}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 404 });
    expect((await app.request('/api/__dev/sms')).status).toBe(400);
  });
});

describe('DELETE /api/__dev/sms', () => {
  it('forgets the counted sends of one phone, so its cooldown is over, and leaves other phones alone', async () => {
    const app = appFor('local');
    const mobile = uniqueMobile();
    const other = uniqueMobile();
    const send = (to: string) => sendSmsCode({ db, now: clock.now, provider: outboxSmsProvider(db, clock.now), mobile: to, sendType: 'log', ip: uniqueIp() });
    expect((await send(mobile)).ok).toBe(true);
    expect((await send(other)).ok).toBe(true);
    expect(await send(mobile)).toMatchObject({ ok: false, error: 'cooldown' });

    const res = await app.request(`/api/__dev/sms?mobile=${mobile}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, payload: { mobile, forgotten: 1 } });
    expect((await send(mobile)).ok).toBe(true);
    expect(await send(other)).toMatchObject({ ok: false, error: 'cooldown' });
    // The outbox keeps what was sent: the newest code is still readable.
    expect((await app.request(`/api/__dev/sms?mobile=${mobile}`)).status).toBe(200);
    expect((await app.request('/api/__dev/sms', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('/api/__dev/qr/scan', () => {
  it('renders an accessible, script-free page listing the users', async () => {
    const app = appFor('local');
    const user = await addUser('demo<&>"user');
    const scene = await newScene();
    const res = await app.request(scene.ticket);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<label for="user">');
    expect(html).toContain('<select id="user" name="userId" required>');
    expect(html).toContain(`<option value="${user.id}">`);
    expect(html).toContain('demo&lt;&amp;&gt;&quot;user');
    expect(html).not.toContain('demo<&>"user');
    expect(html).toContain(`name="sceneId" value="${scene.sceneId}"`);
    expect(html).toContain('name="unknown" value="1"');
    expect(html.match(/<form method="post" action="\/api\/__dev\/qr\/scan">/g)).toHaveLength(2);
  });

  it('answers 404 with a page for an unknown scene and 400 without one', async () => {
    const app = appFor('local');
    const res = await app.request(devScanPath('no-such-scene'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('There is no QR scene with this id.');
    expect((await app.request('/api/__dev/qr/scan')).status).toBe(400);
  });

  it('scans as an existing user from the form; the next poll logs that user in', async () => {
    const app = appFor('local');
    const user = await addUser();
    const scene = await newScene();
    const res = await app.request('/api/__dev/qr/scan', form({ sceneId: scene.sceneId, userId: String(user.id) }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Scanned as user #${user.id}`);
    expect(await pollQrScene({ db, now: clock.now, sceneId: scene.sceneId })).toEqual({ status: 'user', userId: user.id });
    // The page now says so, and a second scan is refused.
    expect(await (await app.request(scene.ticket)).text()).toContain('already been scanned');
    const again = await app.request('/api/__dev/qr/scan', form({ sceneId: scene.sceneId, userId: String(user.id) }));
    expect(again.status).toBe(409);
  });

  it('scans as an unknown user from JSON; polls report the unknown identity', async () => {
    const app = appFor('local');
    const scene = await newScene();
    const res = await app.request('/api/__dev/qr/scan', json({ sceneId: scene.sceneId, unknown: true }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; payload: { sceneId: string; openId: string } };
    expect(body.code).toBe(200);
    expect(body.payload.openId).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect(await pollQrScene({ db, now: clock.now, sceneId: scene.sceneId })).toEqual({ status: 'unknown-user', openId: body.payload.openId });
  });

  it('refuses bad input, unknown users, unknown and expired scenes', async () => {
    const app = appFor('local');
    const scene = await newScene();
    expect((await app.request('/api/__dev/qr/scan', json({ sceneId: scene.sceneId }))).status).toBe(400);
    expect((await app.request('/api/__dev/qr/scan', json({ sceneId: scene.sceneId, userId: 999_999_999 }))).status).toBe(400);
    expect((await app.request('/api/__dev/qr/scan', json([1, 2]))).status).toBe(400);
    expect((await app.request('/api/__dev/qr/scan', { method: 'POST', body: 'x' })).status).toBe(400);
    expect((await app.request('/api/__dev/qr/scan', json({ sceneId: 'missing', unknown: '1' }))).status).toBe(404);
    clock.advance(61);
    expect((await app.request('/api/__dev/qr/scan', json({ sceneId: scene.sceneId, unknown: 1 }))).status).toBe(410);
    expect(await (await app.request(scene.ticket)).text()).toContain('expired');
  });
});

describe('POST /api/__dev/reset', () => {
  it('empties every table, keeps the token secret and reseeds', async () => {
    const app = appFor('local');
    const secret = await tokenSecretFor(db);
    const user = await addUser();
    await db.insert(smsOutbox).values({ mobile: uniqueMobile(), body: 'hello 123456' });
    await newScene();
    const seeded: string[] = [];
    SEEDERS.push({
      name: 'test',
      seed: async (seedDb) => {
        const rows = await seedDb.insert(users).values({ account: 'seeded-demo' }).returning();
        seeded.push(...rows.map((row) => row.account));
      },
    });
    try {
      const res = await app.request('/api/__dev/reset', { method: 'POST' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { code: number; payload: { tables: number; rows: Record<string, number> } };
      expect(body.code).toBe(200);
      expect(body.payload.tables).toBeGreaterThanOrEqual(9);
      expect(body.payload.rows).toMatchObject({ sms_outbox: 0, qr_scenes: 0, sms_codes: 0 });
      expect(Object.keys(body.payload.rows)).not.toContain('__drizzle_migrations');
      expect(seeded).toEqual(['seeded-demo']);
      const all = await db.select().from(users);
      expect(all.find((u) => u.id === user.id && u.account === user.account)).toBeUndefined();
      expect(body.payload.rows['users']).toBe(all.length);
      // RESTART IDENTITY: serial ids start again from 1.
      const [outboxRow] = await db.insert(smsOutbox).values({ mobile: uniqueMobile(), body: 'after reset' }).returning();
      expect(outboxRow?.id).toBe(1);
      expect(await db.select().from(qrScenes)).toEqual([]);
      expect(await tokenSecretFor(db)).toBe(secret);
      const [marker] = await db.select().from(serverSettings).where(eq(serverSettings.key, SEEDED_SETTING_KEY));
      expect(marker).toBeDefined();
    } finally {
      SEEDERS.pop();
    }
  }, 180_000); // the real demo seeders run too
});

describe('GET /api/__dev/market', () => {
  it('answers complete for a server without a refresher (what was imported is what is answered)', async () => {
    const res = await appFor('local').request('/api/__dev/market');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await res.json()).payload).toEqual({ phase: 'complete' });
  });
});

describe('production mode', () => {
  it('answers 404 on every development endpoint', async () => {
    const app = appFor('production');
    const scene = await newScene();
    const calls: Array<[string, RequestInit?]> = [
      [`/api/__dev/sms?mobile=${uniqueMobile()}`],
      [`/api/__dev/sms?mobile=${uniqueMobile()}`, { method: 'DELETE' }],
      [scene.ticket],
      ['/api/__dev/qr/scan', json({ sceneId: scene.sceneId, unknown: true })],
      ['/api/__dev/reset', { method: 'POST' }],
      ['/api/__dev/market'],
    ];
    for (const [path, init] of calls) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: 'not found' });
    }
    expect(await pollQrScene({ db, now: clock.now, sceneId: scene.sceneId })).toEqual({ status: 'waiting' });
  });
});
