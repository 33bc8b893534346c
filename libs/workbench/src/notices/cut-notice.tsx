// An answer that was cut says why, and what would unlock the rest (DESIGN.md §6 "Rights on the
// server"): rows are never hidden silently. A polite status, so a screen reader hears it after
// the table changes.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { TIER_NAMES } from '../shared/labels';
import type { Cut } from '../shared/types';
import { usePlainNumber } from '../shared/use-plain-number';

export interface CutNoticeProps {
  cut: Cut;
  /** Opens the login (a visitor's cut shows the button only with it). */
  onLogin?(): void;
  unit: 'rows' | 'days';
  /** Where plans are bought or renewed (a link after the sentence). */
  plansHref?: string;
  className?: string;
}

function useCutText(cut: Cut, unit: 'rows' | 'days'): string {
  const { t, i18n } = useLingui();
  const n = usePlainNumber();
  const allowed = n(cut.allowed);
  const available = n(cut.available);
  const first = n(cut.allowed + 1);
  const rows = unit === 'rows';
  switch (cut.reason) {
    case 'login':
      return rows ? t`You are seeing the first ${allowed} rows. Log in to see more.` : t`You are seeing the last ${allowed} days. Log in to see more.`;
    case 'expired':
      return rows
        ? t`Your membership has ended: renew to see rows ${first}–${available}.`
        : t`Your membership has ended: you are seeing the last ${allowed} days; renew to see ${available} days.`;
    case 'category':
      return rows
        ? t`This category is not among your categories: you are seeing its first ${allowed} rows. Add the category, or a plan with every category, to see rows ${first}–${available}.`
        : t`This category is not among your categories: you are seeing its last ${allowed} days. Add the category, or a plan with every category, to see ${available} days.`;
    case 'plan': {
      if (!cut.unlockTier)
        return rows
          ? t`You are seeing the first ${allowed} of ${available} rows: the most any plan shows.`
          : t`You are seeing the last ${allowed} of ${available} days: the most any plan shows.`;
      const plan = i18n._(TIER_NAMES[cut.unlockTier]);
      return rows ? t`Rows ${first}–${available} come with the ${plan}.` : t`History beyond ${allowed} days comes with the ${plan}.`;
    }
  }
}

export function CutNotice({ cut, onLogin, unit, plansHref, className }: CutNoticeProps) {
  const { t } = useLingui();
  const text = useCutText(cut, unit);
  let action: ReactNode = null;
  if (cut.reason === 'login' && onLogin)
    action = (
      <Button size="sm" onClick={onLogin}>
        {t`Log in`}
      </Button>
    );
  else if (cut.reason !== 'login' && plansHref)
    action = (
      <a href={plansHref} className="text-sm font-medium text-brand-700 underline underline-offset-2">
        {cut.reason === 'expired' ? t`Renew` : t`See the plans`}
      </a>
    );
  return (
    <div role="status" aria-live="polite" className={cx('flex flex-wrap items-center gap-3 rounded-md border border-warning-600 bg-warning-50 px-3 py-2 text-sm text-ink', className)}>
      <p className="min-w-0 flex-1">{text}</p>
      {action}
    </div>
  );
}
