// One page slot: a box of the page's size from the first render (no layout shift), drawn when it
// is near the view, with its own failure ("Failed to render page N") and retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@sealens/ui';
import { forwardRef, useEffect, useReducer, useRef, useState } from 'react';
import { PdfRenderCancelled, type PdfPageHandle, type PdfPageSize } from './pdf-engine';
import { renderReducer } from './viewer-state';

export interface PdfPageViewProps {
  pageNumber: number;
  /** Undefined until its batch is fetched. */
  handle: PdfPageHandle | undefined;
  /** The page's size, or the size of a fetched page until its own is known. */
  size: PdfPageSize;
  scale: number;
  /** Near the view: draw it. */
  active: boolean;
}

export const PdfPageView = forwardRef<HTMLDivElement, PdfPageViewProps>(function PdfPageView({ pageNumber, handle, size, scale, active }, ref) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(renderReducer, { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const drawnAt = useRef<number | null>(null);
  const failedAt = useRef<number | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!handle || !active || !canvas || drawnAt.current === scale || failedAt.current === scale) return;
    dispatch({ type: 'start', scale });
    const task = handle.render({ canvas, textLayer: textRef.current ?? undefined, scale });
    let current = true;
    task.promise.then(
      () => {
        if (!current) return;
        drawnAt.current = scale;
        dispatch({ type: 'done', scale });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof PdfRenderCancelled) return dispatch({ type: 'cancelled' });
        failedAt.current = scale;
        dispatch({ type: 'failed', scale });
      },
    );
    return () => {
      current = false;
      task.cancel();
      dispatch({ type: 'cancelled' });
    };
  }, [handle, active, scale, attempt]);

  const width = Math.floor(size.width * scale);
  const height = Math.floor(size.height * scale);
  const failed = state.status === 'failed';
  return (
    <div
      ref={ref}
      role="group"
      aria-label={t`Page ${pageNumber}`}
      data-page={pageNumber}
      data-render={state.status}
      className="relative mx-auto bg-white shadow-sm ring-1 ring-border"
      style={{ width, height }}
    >
      <canvas ref={canvasRef} aria-hidden="true" className={failed ? 'hidden' : 'block'} />
      <div ref={textRef} className="pdf-text-layer" />
      {(state.status === 'rendering' || (!handle && !failed)) && (
        <div className="absolute inset-0 flex items-center justify-center text-ink-subtle">
          <Spinner decorative />
        </div>
      )}
      {failed && (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface p-4 text-center text-sm text-danger-700">
          <p>{t`Failed to render page ${pageNumber}`}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              failedAt.current = null;
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </div>
  );
});
