// The top bar's scope row. From 1,024 px: the controls (site, category, sub-category, period). Below:
// one button naming the scope ("Thailand · All categories · 7 days", the data day under it) that opens
// the same controls below it, a disclosure: on a phone the controls took ~300 px before the page's
// title (session 10). CSS chooses (lg:), so the server renders the phone's layout and nothing shifts.
import { useLingui } from '@lingui/react/macro';
import { isLocaleCode } from '@sealens/domain';
import { useSubCategoryNames } from '@sealens/workbench';
import { useId, useState } from 'react';
import { DataDay } from './data-day';
import { ScopeControls, useScopeQuery } from './scope-controls';
import { scopeSummary } from './scope-summary';

/** The scope in one line, from the page's query and path. */
export function useScopeSummary(): string {
  const { i18n } = useLingui();
  const { site, categoryId, subId, period, lazada, fixedDays, dataDay } = useScopeQuery();
  const subName = useSubCategoryNames(subId !== undefined);
  const subCategoryName = subId === undefined ? undefined : (subName(subId) ?? undefined);
  return scopeSummary({ site, categoryId, subCategoryName, period, lazada, fixedDays, dataDay }, i18n, isLocaleCode(i18n.locale) ? i18n.locale : 'en');
}

export function ScopeBar({ day }: { day?: string | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const controls = useId();
  const summary = useScopeSummary();
  return (
    <div className="border-t border-border px-4 py-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={controls}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center gap-2 rounded-md text-left outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus lg:hidden"
        data-testid="workbench-scope-summary"
      >
        <span className="min-w-0 flex-1">
          {/* The spaces between the parts are text of their own: a screen reader's name keeps them. */}
          <span className="sr-only">{t`Change the site, category and period`}</span>{' '}
          <span className="block text-sm font-medium text-ink" data-testid="workbench-scope-summary-text">
            {summary}
          </span>
          {day && (
            <>
              {' '}
              <DataDay day={day} className="block text-xs text-ink-muted" />
            </>
          )}
        </span>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={open ? 'shrink-0 rotate-180 text-ink-muted' : 'shrink-0 text-ink-muted'}>
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={controls} className={open ? 'mt-2 lg:mt-0' : 'hidden lg:block'}>
        <ScopeControls />
      </div>
    </div>
  );
}
