// The viewer's controls (spec §2): thumbnails and outline toggles, previous/next and the page field
// (min 1, max the page count), zoom out/in with the scale, fit to width or auto. Buttons are never
// disabled while the document is open (aria-disabled instead), so focus stays where it is.
import { Trans, useLingui } from '@lingui/react/macro';
import { clampPage } from '@sealens/domain';
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { FitMode, SidePanel } from './view-state';
import { ViewerIcon, type ViewerIconName } from './viewer-icons';
import { PDF_FIRST_PAGE } from './viewer-constants';

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm text-ink outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-50 aria-disabled:opacity-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-expanded:bg-brand-50 aria-expanded:text-brand-700';

function IconButton({ icon, label, ...props }: { icon: ViewerIconName; label: string } & Omit<ComponentPropsWithoutRef<'button'>, 'children'>) {
  return (
    <button type="button" aria-label={label} title={label} className={BUTTON} {...props}>
      <ViewerIcon name={icon} />
    </button>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1">
      {children}
    </div>
  );
}

export interface PdfToolbarProps {
  ready: boolean;
  page: number;
  pageCount: number;
  scale: number;
  fit: FitMode;
  panel: SidePanel;
  hasOutline: boolean;
  thumbnailsId: string;
  outlineId: string;
  onGoTo: (page: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: (fit: Exclude<FitMode, 'manual'>) => void;
  onPanel: (panel: Exclude<SidePanel, 'none'>) => void;
}

export function PdfToolbar(props: PdfToolbarProps) {
  const { t, i18n } = useLingui();
  const { ready, page, pageCount, scale, fit, panel } = props;
  const fieldId = useId();
  // The field follows the page (scrolling, buttons) until something is typed for that page; what is
  // typed is committed on Enter or blur.
  const [draft, setDraft] = useState<{ page: number; text: string } | null>(null);
  const typed = draft && draft.page === page ? draft.text : String(page);
  const commit = () => {
    const wanted = clampPage(Number(typed), pageCount);
    setDraft(null);
    if (wanted !== page) props.onGoTo(wanted);
  };
  const off = !ready;
  const percent = i18n.number(scale, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div role="toolbar" aria-label={t`PDF controls`} className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-2 py-1">
      <Group label={t`Panels`}>
        <IconButton
          icon="thumbnails"
          label={t`Thumbnails`}
          aria-expanded={panel === 'thumbnails'}
          aria-controls={panel === 'thumbnails' ? props.thumbnailsId : undefined}
          disabled={off}
          onClick={() => props.onPanel('thumbnails')}
        />
        {props.hasOutline && (
          <IconButton
            icon="outline"
            label={t`Outline`}
            aria-expanded={panel === 'outline'}
            aria-controls={panel === 'outline' ? props.outlineId : undefined}
            onClick={() => props.onPanel('outline')}
          />
        )}
      </Group>
      <Group label={t`Pages`}>
        <IconButton icon="previous" label={t`Previous page`} disabled={off} aria-disabled={ready && page <= PDF_FIRST_PAGE} onClick={props.onPrevious} />
        <label htmlFor={fieldId} className="sr-only">
          <Trans>Page number</Trans>
        </label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={PDF_FIRST_PAGE}
          max={Math.max(PDF_FIRST_PAGE, pageCount)}
          value={typed}
          disabled={off}
          onChange={(e) => setDraft({ page, text: e.target.value })}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className="h-9 w-16 rounded-md border border-border-strong bg-surface px-2 text-center text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus"
        />
        <span className="text-sm text-ink-muted" data-testid="pdf-page-count">
          <Trans>of {pageCount}</Trans>
        </span>
        <IconButton icon="next" label={t`Next page`} disabled={off} aria-disabled={ready && page >= pageCount} onClick={props.onNext} />
      </Group>
      <Group label={t`Zoom`}>
        <IconButton icon="zoomOut" label={t`Zoom out`} disabled={off} onClick={props.onZoomOut} />
        <output aria-live="polite" aria-label={t`Scale`} className="w-14 text-center text-sm text-ink tabular-nums" data-testid="pdf-scale">
          {percent}
        </output>
        <IconButton icon="zoomIn" label={t`Zoom in`} disabled={off} onClick={props.onZoomIn} />
        <button type="button" className={BUTTON} aria-pressed={fit === 'width'} disabled={off} onClick={() => props.onFit('width')}>
          <Trans>Fit to width</Trans>
        </button>
        <button type="button" className={BUTTON} aria-pressed={fit === 'auto'} disabled={off} onClick={() => props.onFit('auto')}>
          <Trans>Auto</Trans>
        </button>
      </Group>
    </div>
  );
}
