// Export of the whole filtered list (issue 26 item 6): a menu of CSV and XLSX. The file is fetched
// with the member's cookie so the server can count it and answer an error envelope instead; the
// progress shows while it streams, and the file is saved under the server's name. The menu's code
// (Radix dropdown, export-menu.tsx) loads when the browser is idle or on first contact: a look-alike
// button paints first (the dropdown was ~10 KB gzip of a ranking page's first load).
import { useLingui } from '@lingui/react/macro';
import { Button, deferred, useDeferredTrigger } from '@sealens/ui';
import { useId, useState } from 'react';
import { cx } from '../shared/cx';
import { usePlainNumber } from '../shared/use-plain-number';
import { downloadFile, type DownloadProgress } from './download-file';
import type { ExportMenuProps } from './export-menu';

const DeferredExportMenu = deferred<ExportMenuProps>(() => import('./export-menu'));

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportButtonProps {
  hrefFor(format: ExportFormat): string;
  exportsLeft: number;
  exportsPerDay: number;
  /** After a file was saved (the page re-reads what is left of today's exports). */
  onExported?(format: ExportFormat): void;
  className?: string;
}

type State = { phase: 'idle' } | { phase: 'loading'; format: ExportFormat; progress: DownloadProgress } | { phase: 'failed'; message?: string } | { phase: 'done'; fileName: string };

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}

export function ExportButton({ hrefFor, exportsLeft, exportsPerDay, onExported, className }: ExportButtonProps) {
  const { t } = useLingui();
  const n = usePlainNumber();
  const reasonId = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const left = n(Math.max(0, exportsLeft));
  const perDay = n(exportsPerDay);

  const reason = exportsPerDay <= 0 ? t`Exports come with a plan.` : exportsLeft <= 0 ? t`No exports left today: ${left} of ${perDay} remain.` : null;
  const loading = state.phase === 'loading';
  const labels = { trigger: t`Export`, csv: t`CSV (opens in Excel)`, xlsx: t`Excel workbook (XLSX)` };
  const { triggerProps, menuProps } = useDeferredTrigger(DeferredExportMenu.preload);

  const run = async (format: ExportFormat) => {
    setState({ phase: 'loading', format, progress: { received: 0 } });
    const result = await downloadFile(hrefFor(format), `export.${format}`, (progress) => setState({ phase: 'loading', format, progress }));
    if (result.ok) {
      setState({ phase: 'done', fileName: result.fileName });
      onExported?.(format);
    } else setState({ phase: 'failed', message: result.message });
  };

  const fileName = state.phase === 'done' ? state.fileName : '';
  const serverMessage = state.phase === 'failed' ? state.message : undefined;
  let progressText = '';
  if (state.phase === 'loading') {
    const format = state.format.toUpperCase();
    const { received, total } = state.progress;
    const got = megabytes(received);
    const size = megabytes(total ?? 0);
    progressText = total ? t`Downloading ${format}: ${got} of ${size} MB` : received > 0 ? t`Downloading ${format}: ${got} MB` : t`Preparing the ${format} file…`;
  }

  return (
    <div className={cx('flex flex-col items-start gap-1', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <DeferredExportMenu
          fallback={
            <Button {...triggerProps} variant="secondary" size="sm" disabled={reason !== null} loading={loading} aria-describedby={reasonId}>
              {labels.trigger}
            </Button>
          }
          labels={labels}
          disabled={reason !== null}
          loading={loading}
          describedBy={reasonId}
          onChoose={(format) => void run(format)}
          {...menuProps}
        />
        <span id={reasonId} className="text-xs text-ink-muted">
          {reason ?? t`${left} of ${perDay} left today`}
        </span>
      </div>
      {state.phase === 'loading' && (
        <div className="flex items-center gap-2 text-xs text-ink-muted" role="status">
          <progress
            className="h-1.5 w-32 accent-brand-600"
            aria-label={progressText}
            {...(state.progress.total ? { value: state.progress.received, max: state.progress.total } : {})}
          />
          {progressText}
        </div>
      )}
      {state.phase === 'done' && (
        <p role="status" className="text-xs text-success-700">
          {t`Saved ${fileName}.`}
        </p>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="text-xs text-danger-700">
          {serverMessage ? t`The export failed: ${serverMessage}` : t`The export failed. Check the connection and try again.`}
        </p>
      )}
    </div>
  );
}
