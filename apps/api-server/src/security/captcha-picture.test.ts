// Issue #10 item 12: the local slide captcha was solved by a script 20 times out of 20, because the
// gap's x was written in the SVG's translate(). The picture is now a raster with noise and jitter.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ID, openTestApp, type TestApp } from '../api/identity/test-app';
import { captchaChallenges } from '../db/schema';
import { insideShape } from './captcha-picture';
import { CAPTCHA_PIECE_SIZE_PX } from './security-constants';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the local captcha picture (issue #10 item 12)', () => {
  it('writes the answer nowhere in the challenge: a PNG background, and no number equal to the gap x', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { body } = await t.call('GET', `${ID}/public/captcha/slide`);
      const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.sessionId, body.payload.challengeId));
      const x = row?.targetX ?? -1;
      expect(body.payload.background).toMatch(/^data:image\/png;base64,/);
      // Everything but the picture and the random session id: the fields and the piece's SVG.
      const { background: _picture, challengeId: _id, piece, ...fields } = body.payload as Record<string, unknown>;
      const pieceSvg = Buffer.from(String(piece).split(',')[1] ?? '', 'base64').toString();
      const numbers = `${JSON.stringify(fields)} ${pieceSvg}`.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
      // x may equal a fixed value by chance (the piece size is 40, the smallest x); any other match is a leak.
      const fixed = new Set([CAPTCHA_PIECE_SIZE_PX, Number(fields['pieceY']), Number(fields['width']), Number(fields['height']), Number(fields['expiresIn'])]);
      if (!fixed.has(x)) expect(numbers).not.toContain(x);
      // The piece is drawn at its own origin: its SVG has only numbers of its size.
      expect(pieceSvg).not.toMatch(/translate/);
    }
  });

  it('two pictures of the same gap differ (noise and jitter)', async () => {
    const { body } = await t.call('GET', `${ID}/public/captcha/slide`);
    const again = await t.call('GET', `${ID}/public/captcha/slide?sessionId=${body.payload.challengeId}`);
    expect(again.body.payload.challengeId).toBe(body.payload.challengeId);
    expect(again.body.payload.background).not.toBe(body.payload.background);
  });

  it('draws the same outlines as the piece', () => {
    const s = CAPTCHA_PIECE_SIZE_PX;
    expect(insideShape('circle', s / 2, s / 2, s)).toBe(true);
    expect(insideShape('circle', 0, 0, s)).toBe(false);
    expect(insideShape('puzzle', s / 2, 0, s)).toBe(false);
    expect(insideShape('puzzle', 0, 0, s)).toBe(true);
    expect(insideShape('shield', 0, s - 1, s)).toBe(false);
    expect(insideShape('shield', s / 2, s - 2, s)).toBe(true);
    expect(insideShape('shield', s, 0, s)).toBe(false);
  });
});
