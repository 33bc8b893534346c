// Is a slide-captcha answer plausibly a person's? (issue #10 item 12). The answer carries the piece's
// trail, [x, y, t] points (x in picture pixels, t in ms since the picture was shown), recorded by the
// slider for pointer drags and keyboard steps alike, so a keyboard user passes as a mouse user does.
// The checks raise the cost of a script, they are not a wall: a script that waits and fakes a trail
// still passes, which is why production uses the third-party captcha (README, DESIGN.md §4).
import {
  CAPTCHA_CLOCK_SLACK_MS,
  CAPTCHA_MIN_ANSWER_MS,
  CAPTCHA_MIN_MOVE_MS,
  CAPTCHA_TOLERANCE_PX,
  CAPTCHA_TRACK_WIDTH_PX,
  CAPTCHA_TRAIL_MAX_POINTS,
} from './security-constants';

export type TrailFlaw =
  /** Answered sooner than a person can look and move (server clock). */
  | 'too-fast'
  /** No trail, too long a trail, or points that are not [x, y, t] numbers in range with t not going back. */
  | 'malformed'
  /** The piece did not start where every challenge puts it (x = 0). */
  | 'not-from-start'
  /** The trail does not end where the answer says the piece was left. */
  | 'not-at-answer'
  /** The whole movement took less time than a hand needs. */
  | 'too-quick-move'
  /** The trail claims more time than passed on the server since the picture was drawn. */
  | 'longer-than-challenge';

export interface SlideTrailInput {
  trail: unknown;
  /** The answered x (the piece's left edge). */
  x: number;
  /** Server time from drawing the picture to this answer. */
  answeredAfterMs: number;
}

/** Undefined when the answer looks like a person's; else the first flaw found. */
export function slideTrailFlaw({ trail, x, answeredAfterMs }: SlideTrailInput): TrailFlaw | undefined {
  if (answeredAfterMs < CAPTCHA_MIN_ANSWER_MS) return 'too-fast';
  const points = readTrail(trail);
  if (!points) return 'malformed';
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'malformed';
  if (first.x > CAPTCHA_TOLERANCE_PX) return 'not-from-start';
  // The slider rounds to whole pixels: the last point and the answer are the same position.
  if (Math.abs(last.x - x) > 1) return 'not-at-answer';
  if (last.t - first.t < CAPTCHA_MIN_MOVE_MS) return 'too-quick-move';
  if (last.t > answeredAfterMs + CAPTCHA_CLOCK_SLACK_MS) return 'longer-than-challenge';
  return undefined;
}

interface TrailPoint {
  x: number;
  t: number;
}

function readTrail(trail: unknown): TrailPoint[] | undefined {
  if (!Array.isArray(trail) || trail.length < 2 || trail.length > CAPTCHA_TRAIL_MAX_POINTS) return undefined;
  const points: TrailPoint[] = [];
  for (const point of trail) {
    if (!Array.isArray(point) || point.length !== 3 || !point.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
    const [x, , t] = point as [number, number, number];
    const previous = points[points.length - 1];
    if (x < 0 || x > CAPTCHA_TRACK_WIDTH_PX || t < 0 || (previous && t < previous.t)) return undefined;
    points.push({ x, t });
  }
  return points;
}
