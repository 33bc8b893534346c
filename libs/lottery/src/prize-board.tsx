// The prize board: one tile per prize; while a draw runs, a highlight walks the tiles and stops on
// the server's result. With prefers-reduced-motion the walk is skipped and the result shows at once.
import { useLingui } from '@lingui/react/macro';
import type { LotteryPrize } from './lottery-api';

export interface PrizeBoardProps {
  prizes: LotteryPrize[];
  /** Index of the highlighted tile, or null. */
  highlighted: number | null;
}

export function PrizeBoard({ prizes, highlighted }: PrizeBoardProps) {
  const { t } = useLingui();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t`Prizes`}>
      {prizes.map((prize, index) => (
        <li
          key={prize.prizeId}
          data-prize-id={prize.prizeId}
          aria-current={highlighted === index ? 'true' : undefined}
          className={`flex flex-col items-center gap-2 rounded-lg border-2 p-3 text-center text-sm transition-colors motion-reduce:transition-none ${
            highlighted === index ? 'border-brand-600 bg-brand-50' : 'border-border bg-surface'
          }`}
        >
          {prize.imgUrl ? <img src={prize.imgUrl} alt="" width={64} height={64} className="size-16 rounded object-cover" loading="lazy" /> : null}
          <span className="font-medium text-ink">{prize.name}</span>
          {prize.stock !== undefined ? <span className="text-xs text-ink-muted">{t`${prize.stock} left`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** How long the highlight walks before it stops (ms), and one step of it. */
export const DRAW_ANIMATION_MS = 1600;
export const DRAW_ANIMATION_STEP_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Walks the highlight over `count` tiles and resolves when it stands on `target`; at once (no walk)
 * when the user prefers reduced motion.
 */
export function animateDraw(count: number, target: number, onStep: (index: number) => void, reduced = prefersReducedMotion()): Promise<void> {
  if (reduced || count <= 1) {
    onStep(target);
    return Promise.resolve();
  }
  const laps = Math.max(1, Math.floor(DRAW_ANIMATION_MS / DRAW_ANIMATION_STEP_MS / count));
  const steps = laps * count + target;
  return new Promise((resolve) => {
    let step = 0;
    const timer = setInterval(() => {
      onStep(step % count);
      if (step >= steps) {
        clearInterval(timer);
        resolve();
      }
      step += 1;
    }, DRAW_ANIMATION_STEP_MS);
  });
}
