// The follow control's star (issue 31 item 1): what a ranking row and an explanation page show before
// the member opens the follow panel (follow/follow-control.tsx, a chunk and catalog part loaded on
// first use), and the panel's own trigger, so the two look and read the same.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../shared/cx';
import { focusRing } from '../shared/focus-ring';

export function StarGlyph({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className={filled ? 'text-warning-600' : 'text-ink-muted'}>
      <path
        d="M10 2.5l2.3 4.9 5.2.6-3.9 3.6 1 5.2L10 14.3l-4.6 2.5 1-5.2L2.5 8l5.2-.6z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface FollowStarProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  itemName: string;
  followed: boolean;
  /** A ranking row's star alone; otherwise the star with its words (an explanation page). */
  compact?: boolean;
}

export function FollowStar({ itemName, followed, compact = false, className, ...button }: FollowStarProps) {
  const { t } = useLingui();
  const label = followed ? t`Followed: ${itemName}` : t`Follow ${itemName}`;
  return compact ? (
    <button type="button" aria-label={label} aria-pressed={followed} title={label} className={cx('rounded p-1 hover:bg-surface-sunken', focusRing, className)} {...button}>
      <StarGlyph filled={followed} />
    </button>
  ) : (
    <Button variant="secondary" size="sm" aria-pressed={followed} className={className} {...button}>
      <StarGlyph filled={followed} />
      {followed ? t`Followed` : t`Follow`}
    </Button>
  );
}
