import { useLingui } from '@lingui/react/macro';
import { SLIDE_TRAIL_MAX_POINTS } from '@sealens/domain';
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

import type { SlideChallenge } from './slide-captcha-api';

/** The picture frame is always this size, loaded or not, so nothing around it moves (no layout shift). */
export const SLIDE_FRAME = { width: 300, height: 150 } as const;
/** Keyboard steps of the slider handle, in picture pixels. */
export const SLIDE_STEP = { small: 1, large: 10 } as const;

export interface SlidePuzzleProps {
  /** Undefined while there is no picture (loading, failed). */
  challenge?: SlideChallenge;
  /** The piece's width in picture pixels: the handle has the same width and travels width - pieceSize. */
  pieceSize: number;
  /** The piece's left edge in picture pixels. */
  value: number;
  onChange(value: number): void;
  /**
   * Release after a drag, or Enter: the answer to check, with the piece's trail since the picture was
   * shown ([x, y, ms] points, pointer and keyboard alike: the server checks it looks like a person's).
   */
  onSubmit(value: number, trail: SlideTrail): void;
  disabled: boolean;
  /** Shown over the picture frame (spinner, error with retry). */
  overlay?: ReactNode;
  /** Id of the text that explains what to do, for the slider's description. */
  describedBy?: string;
}

/** [x in picture pixels, y in pixels within the handle, ms since the picture was shown]. */
export type SlideTrail = number[][];

/**
 * The picture with its gap, the piece riding above it at pieceY, and the slider track below whose
 * handle moves the piece: by pointer (drag, release answers) or keyboard (arrows 1 px, Shift+arrows
 * and PageUp/PageDown 10 px, Home/End, Enter answers).
 */
export function SlidePuzzle({ challenge, pieceSize, value, onChange, onSubmit, disabled, overlay, describedBy }: SlidePuzzleProps) {
  const { t } = useLingui();
  const drag = useRef<{ pointerId: number; startX: number; startValue: number; last: number } | null>(null);
  const trail = useRef<{ shownAt: number; points: SlideTrail }>({ shownAt: 0, points: [] });
  // A new picture starts a new trail, timed from when it is shown.
  useEffect(() => {
    trail.current = { shownAt: performance.now(), points: [] };
  }, [challenge]);
  const record = (x: number, y: number) => {
    const { points, shownAt } = trail.current;
    const point = [x, Math.round(y), Math.round(performance.now() - shownAt)];
    // At the cap the newest point replaces the last, so the trail still ends where the piece is.
    if (points.length >= SLIDE_TRAIL_MAX_POINTS) points[points.length - 1] = point;
    else points.push(point);
  };
  const answer = (x: number) => {
    const { points } = trail.current;
    if (points[points.length - 1]?.[0] !== x) record(x, 0);
    onSubmit(x, points.slice());
  };
  const pictureWidth = challenge?.width ?? SLIDE_FRAME.width;
  // The frame is fixed; a picture of another size is scaled into it and answers stay in picture pixels.
  const scale = SLIDE_FRAME.width / pictureWidth;
  const max = Math.max(0, pictureWidth - pieceSize);
  const clamp = (next: number) => Math.min(max, Math.max(0, Math.round(next)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startValue: value, last: value };
    record(value, event.nativeEvent.offsetY ?? 0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = clamp(current.startValue + (event.clientX - current.startX) / scale);
    if (next === current.last) return;
    current.last = next;
    record(next, event.nativeEvent.offsetY ?? 0);
    onChange(next);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    // A click without movement is no answer: the one attempt per challenge is not spent on it.
    if (event.type === 'pointerup' && current.last !== current.startValue) answer(current.last);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? SLIDE_STEP.large : SLIDE_STEP.small;
    const moves: Record<string, number> = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      PageUp: value + SLIDE_STEP.large,
      PageDown: value - SLIDE_STEP.large,
      Home: 0,
      End: max,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      answer(value);
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (clamp(next) === value) return;
    // Keyboard steps are the trail of a keyboard user: where the piece was, then each step.
    if (trail.current.points.length === 0) record(value, 0);
    record(clamp(next), 0);
    onChange(clamp(next));
  };

  const left = value * scale;
  const pieceWidth = pieceSize * scale;
  return (
    <div style={{ width: SLIDE_FRAME.width }} className="mx-auto select-none">
      <div
        className="relative overflow-hidden rounded-md bg-surface-sunken"
        style={{ width: SLIDE_FRAME.width, height: SLIDE_FRAME.height }}
        data-testid="slide-captcha-frame"
      >
        {challenge && (
          <>
            <img
              src={challenge.background}
              alt={t`Puzzle with a gap to fill`}
              data-testid="slide-captcha-background"
              width={SLIDE_FRAME.width}
              height={SLIDE_FRAME.height}
              draggable={false}
              className="block size-full"
            />
            <img
              src={challenge.piece}
              alt=""
              aria-hidden="true"
              draggable={false}
              data-testid="slide-captcha-piece"
              className="absolute drop-shadow-md"
              style={{ left, top: challenge.pieceY * scale, width: pieceWidth, height: pieceWidth }}
            />
          </>
        )}
        {overlay}
      </div>
      <div className="relative mt-3 h-10 rounded-md border border-border bg-surface-muted">
        <div aria-hidden="true" className="absolute inset-y-0 left-0 rounded-l-md bg-brand-50" style={{ width: left + pieceWidth / 2 }} />
        <p aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center pl-10 text-xs text-ink-muted">
          {t`Slide to complete the puzzle`}
        </p>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t`Puzzle piece position`}
          aria-describedby={describedBy}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-disabled={disabled || undefined}
          aria-orientation="horizontal"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
          className={
            'absolute inset-y-0 flex touch-none items-center justify-center rounded-md bg-brand-600 text-ink-inverse shadow-sm ' +
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
            (disabled ? 'cursor-not-allowed opacity-60' : 'cursor-grab active:cursor-grabbing')
          }
          style={{ left, width: pieceWidth }}
        >
          <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </div>
      </div>
    </div>
  );
}
