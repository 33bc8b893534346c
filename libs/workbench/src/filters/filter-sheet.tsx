// Where a page's filters stand: in the page from 768 px up, and below it behind a "Filters" button
// that opens them in a sheet at the right, the screen's height, so a phone sees the table first
// (a TikTok list's five filters took ~330 px before its rows at 390 px). `summary` says what is
// chosen beside the button. The page renders its form for each place: a form in the page may apply
// as each field changes, one in the sheet waits for its Apply (the sheet closes then, `onOpenChange`).
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, DialogContent, DialogTrigger } from '@sealens/ui';
import type { ReactNode } from 'react';

export type FilterPlace = 'page' | 'sheet';

export interface FilterSheetProps {
  /** The form for its place (the page's one is hidden below 768 px, the sheet's exists only while open). */
  children(place: FilterPlace): ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the filters choose now ("Thailand · All categories · Last 7 days"), beside the button. */
  summary?: ReactNode;
  className?: string;
}

/**
 * The sheet's place and size. As styles, not classes: the dialog's centring classes (top-1/2,
 * -translate-1/2) are not merged away, and CSS order kept the sheet's top at half the screen (at 390 x
 * 844 Apply was below the screen's edge); Tailwind 4's translate is its own property (`translate: none`).
 */
export const FILTER_SHEET_STYLE = { top: 0, right: 0, left: 'auto', translate: 'none', height: '100dvh', maxHeight: 'none', width: 'min(100vw, 26rem)' } as const;

export function FilterSheet({ children, open, onOpenChange, summary, className }: FilterSheetProps) {
  const { t } = useLingui();
  return (
    <div className={className}>
      <div className="hidden md:block">{children('page')}</div>
      <div className="flex items-center gap-3 md:hidden">
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="secondary" size="sm">
              {t`Filters`}
            </Button>
          </DialogTrigger>
          {summary !== undefined && <p className="min-w-0 truncate text-sm text-ink-muted">{summary}</p>}
          <DialogContent title={t`Filters`} className="rounded-none" style={FILTER_SHEET_STYLE}>
            {children('sheet')}
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
