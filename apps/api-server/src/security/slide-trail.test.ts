import { describe, expect, it } from 'vitest';

import { slideTrailFlaw } from './slide-trail';

const x = 137;
/** A drag from 0 to x lasting `moveMs`, shown `startMs` after the picture. */
const drag = (moveMs = 600, startMs = 100, to = x) => [
  [0, 20, startMs],
  [Math.round(to / 2), 22, startMs + moveMs / 2],
  [to, 21, startMs + moveMs],
];
const judge = (trail: unknown, answeredAfterMs = 1500, at = x) => slideTrailFlaw({ trail, x: at, answeredAfterMs });

describe('slideTrailFlaw', () => {
  it("accepts a person's drag and a keyboard user's steps", () => {
    expect(judge(drag())).toBeUndefined();
    // Shift+ArrowRight steps of 10 px, then ArrowRight steps of 1 px, about 120 ms apart.
    const steps = [[0, 0, 300], ...Array.from({ length: 13 }, (_, i) => [10 * (i + 1), 0, 300 + 120 * (i + 1)]), ...Array.from({ length: 7 }, (_, i) => [130 + i + 1, 0, 1980 + 120 * i])];
    expect(judge(steps, 3000)).toBeUndefined();
  });

  it('refuses an answer sooner than 800 ms after the picture was drawn', () => {
    expect(judge(drag(250, 0), 799)).toBe('too-fast');
    expect(judge(drag(250, 0), 800)).toBeUndefined();
  });

  it('refuses a movement shorter than 250 ms', () => {
    expect(judge(drag(249))).toBe('too-quick-move');
    expect(judge(drag(250))).toBeUndefined();
  });

  it('refuses a trail that claims more than 250 ms beyond the time the server saw', () => {
    expect(judge(drag(600, 900), 1250)).toBeUndefined();
    expect(judge(drag(600, 901), 1250)).toBe('longer-than-challenge');
  });

  it('takes at most 1,000 points', () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => [Math.round((x * i) / (n - 1)), 20, i]);
    expect(judge(points(1000))).toBeUndefined();
    expect(judge(points(1001))).toBe('malformed');
  });

  it('wants the piece to start within 6 px of 0 and the trail to end within 1 px of the answer', () => {
    expect(judge([[6, 0, 0], [x, 0, 400]])).toBeUndefined();
    expect(judge([[7, 0, 0], [x, 0, 400]])).toBe('not-from-start');
    expect(judge(drag(), 1500, x + 1)).toBeUndefined();
    expect(judge(drag(), 1500, x + 2)).toBe('not-at-answer');
  });

  it('refuses malformed trails', () => {
    for (const trail of [undefined, null, 'trail', [], [[0, 0, 0]], [[0, 0], [x, 0]], [[0, 0, 0], [x, 0, Number.NaN]], [[0, 0, 0], ['137', 0, 400]], [[0, 0, 500], [x, 0, 400]], [[-1, 0, 0], [x, 0, 400]], [[0, 0, 0], [301, 0, 400]], [[0, 0, -5], [x, 0, 400]]]) {
      expect(judge(trail)).toBe('malformed');
    }
  });
});
