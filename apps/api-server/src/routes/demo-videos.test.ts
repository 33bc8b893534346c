import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { LOCALE_CODES } from '@sealens/domain';

import { resolveWorkspaceRoot } from '../config/workspace-root';
import { demoVideoRoutes, parseRange } from './demo-videos';

describe('demo videos', () => {
  const app = new Hono().route('/', demoVideoRoutes(resolveWorkspaceRoot));

  it('serves the shipped lesson videos, their captions and byte ranges', async () => {
    const video = await app.request('/demo/video/lesson-1.webm');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await video.arrayBuffer());
    // The EBML magic of a WebM file; small enough to ship (issue 15: a few hundred KB at most).
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(300_000);
    const part = await app.request('/demo/video/lesson-1.webm', { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    const captions = await app.request('/demo/video/lesson-2.vtt');
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect((await app.request('/demo/video/lesson-99.webm')).status).toBe(404);
    expect((await app.request('/demo/video/..%2Fsecret.webm')).status).toBe(404);
  });

  it('serves the captions in each of the seven languages, each translated', async () => {
    const english = await (await app.request('/demo/video/lesson-1.vtt')).text();
    for (const lang of LOCALE_CODES.filter((code) => code !== 'en')) {
      const answer = await app.request(`/demo/video/lesson-1.${lang}.vtt`);
      expect(answer.status, lang).toBe(200);
      const text = await answer.text();
      expect(text, lang).toMatch(/^WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n/);
      expect(text, lang).not.toBe(english);
    }
    expect((await app.request('/demo/video/lesson-1.fr.vtt')).status).toBe(404);
  });

  it('parses byte ranges and refuses ones outside the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=200-300', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
  });
});
