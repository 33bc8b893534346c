// Issue #25 item 5: POST /api/public/uploadImg took anonymous files without limit (10 x 5 MB in
// 0.85 s). Uploads are now limited per client address and per signed-in session, an address may
// store so many bytes a day, and an upload nothing refers to is deleted once it is a day old.
import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { qaQuestions } from '../../db/content-schema';
import { userFeedback } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { openMainHarness, type MainHarness } from './main-test-harness';
import {
  UNREFERENCED_UPLOAD_MAX_AGE_HOURS,
  UPLOAD_BYTES_PER_ADDRESS_PER_DAY,
  UPLOAD_SWEEP_INTERVAL_MINUTES,
  UPLOADS_PER_ADDRESS_PER_HOUR,
  UPLOADS_PER_SESSION_PER_HOUR,
  startUploadSweep,
  sweepUnreferencedUploads,
  uploadNameOf,
} from './upload-store';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A picture of `size` bytes (at least the PNG signature), different each call. */
function picture(size = 64): File {
  const bytes = new Uint8Array(Math.max(size, PNG.length + 8));
  bytes.set(PNG);
  bytes.set(crypto.getRandomValues(new Uint8Array(8)), PNG.length);
  return new File([bytes], 'a.png', { type: 'image/png' });
}

/** Uploads from the socket address `ip` (as a direct client), with a bearer token when given. */
async function upload(ip: string, init: { token?: string; file?: File; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append('file', init.file ?? picture());
  const headers: Record<string, string> = { 'X-Verify-Code': '1', ...init.headers };
  if (init.token) {
    headers['Authorization'] = `Bearer ${init.token}`;
    headers['X-Client-Control'] = '1';
  }
  const path = init.token ? '/api/file/imgeUpload' : '/api/public/uploadImg';
  const response = await h.app.request(path, { method: 'POST', headers, body: form }, { incoming: { socket: { remoteAddress: ip } } });
  const body = (await response.json()) as { code: number; payload?: { url: string } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

describe('upload limits (issue #25 item 5)', () => {
  it('has the limits of the design: 30 an hour per address and per session, 50 MB a day per address, unused uploads kept a day, swept hourly', () => {
    expect(UPLOADS_PER_ADDRESS_PER_HOUR).toBe(30);
    expect(UPLOADS_PER_SESSION_PER_HOUR).toBe(30);
    expect(UPLOAD_BYTES_PER_ADDRESS_PER_DAY).toBe(50 * 1024 * 1024);
    expect(UNREFERENCED_UPLOAD_MAX_AGE_HOURS).toBe(24);
    expect(UPLOAD_SWEEP_INTERVAL_MINUTES).toBe(60);
  });

  it('refuses an address its 31st upload in an hour (HTTP 429, Retry-After), whatever X-Forwarded-For it sends; other addresses go on; the next hour it may again', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < UPLOADS_PER_ADDRESS_PER_HOUR; i += 1) {
      const done = await upload(ip, { headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` } });
      expect(done.body.code, `upload ${i + 1}`).toBe(200);
    }
    const refused = await upload(ip, { headers: { 'X-Forwarded-For': '203.0.113.200' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await upload('198.51.100.12')).body.code).toBe(200);
    h.clock.advance(3600);
    expect((await upload(ip)).body.code).toBe(200);
  });

  it('refuses a signed-in session its 31st upload in an hour, from any address', async () => {
    const token = h.tokenFor('71');
    await h.call('GET', '/api/qa/publishRecord', { token }); // the harness creates the user on its first call
    for (let i = 0; i < UPLOADS_PER_SESSION_PER_HOUR; i += 1) {
      expect((await upload(`198.51.100.${100 + i}`, { token })).body.code, `upload ${i + 1}`).toBe(200);
    }
    expect((await upload('198.51.100.250', { token })).status).toBe(429);
    // Anyone else from that address still may.
    expect((await upload('198.51.100.250')).body.code).toBe(200);
  });

  it('refuses an address the upload that takes it over 50 MB in a day; the next day it may again', async () => {
    const ip = '198.51.100.21';
    const size = 5 * 1024 * 1024;
    const fits = Math.floor(UPLOAD_BYTES_PER_ADDRESS_PER_DAY / size);
    for (let i = 0; i < fits; i += 1) expect((await upload(ip, { file: picture(size) })).body.code, `upload ${i + 1}`).toBe(200);
    const over = await upload(ip, { file: picture(size) });
    expect(over.status).toBe(429);
    h.clock.advance(86_400);
    expect((await upload(ip, { file: picture(size) })).body.code).toBe(200);
  });
});

describe('the sweep of unused uploads (issue #25 item 5)', () => {
  /** Makes the stored file of `url` look `hours` old on the server's clock. */
  async function age(url: string, hours: number) {
    const at = new Date(h.deps.now().getTime() - hours * 3_600_000);
    await utimes(join(h.deps.uploadDir, uploadNameOf(url) ?? ''), at, at);
  }
  const stored = (url: string) => existsSync(join(h.deps.uploadDir, uploadNameOf(url) ?? ''));

  it('deletes a day-old upload nothing refers to, and keeps what a question, a feedback or an avatar shows and what is younger', async () => {
    const token = h.tokenFor('81');
    const urls: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const done = await upload(`198.51.100.${31 + i}`);
      urls.push(done.body.payload?.url ?? '');
    }
    const [inQuestion, inFeedback, asAvatar, asReplyAvatar, unused, young] = urls as [string, string, string, string, string, string];
    const question = await h.call('POST', '/api/qa/question/save', { token, json: { title: 'With a picture', content: 'x', imgUrls: [inQuestion] } });
    expect(question.body.code).toBe(200);
    await h.deps.db.insert(userFeedback).values({ type: '1', problemDescription: 'a picture of it', imgUrl: inFeedback, createdAt: h.deps.now() });
    await h.deps.db.update(users).set({ headImg: asAvatar }).where(eq(users.id, 81));
    await h.deps.db.update(qaQuestions).set({ headImg: `https://sealens.test${asReplyAvatar}` }).where(eq(qaQuestions.id, Number(question.body.payload.id)));
    for (const url of [inQuestion, inFeedback, asAvatar, asReplyAvatar, unused]) await age(url, UNREFERENCED_UPLOAD_MAX_AGE_HOURS + 1);
    await age(young, UNREFERENCED_UPLOAD_MAX_AGE_HOURS - 1);

    const deleted = await sweepUnreferencedUploads(h.deps);
    expect(deleted).toEqual([uploadNameOf(unused)]);
    expect(stored(unused)).toBe(false);
    for (const url of [inQuestion, inFeedback, asAvatar, asReplyAvatar, young]) expect(stored(url), url).toBe(true);
    // A deleted picture is no longer one a question may show.
    expect((await h.call('POST', '/api/qa/question/save', { token, json: { title: 'Late', content: 'x', imgUrls: [unused] } })).body.code).toBe(400);
  });

  it('runs at start, then periodically', async () => {
    const done = await upload('198.51.100.41');
    const url = done.body.payload?.url ?? '';
    await age(url, UNREFERENCED_UPLOAD_MAX_AGE_HOURS + 1);
    const lines: string[] = [];
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const stop = startUploadSweep(h.deps, (line) => lines.push(line));
    try {
      await expect.poll(() => lines.length, { timeout: 5000 }).toBe(1);
      expect(stored(url)).toBe(false);
      expect(lines).toEqual([`Deleted 1 upload(s) nothing referred to for ${UNREFERENCED_UPLOAD_MAX_AGE_HOURS} h.`]);
      expect(setInterval).toHaveBeenCalledWith(expect.any(Function), UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000);
    } finally {
      stop();
      setInterval.mockRestore();
    }
  });
});
