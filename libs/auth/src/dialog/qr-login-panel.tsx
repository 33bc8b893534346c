// The QR panel of spec §2 over a QR machine (login, risk verification or binding): a spinner while
// the code is created, the code itself, and an expired / failed tile that refreshes on click.
import { Trans, useLingui } from '@lingui/react/macro';
import { LineIcon, QrCode, Spinner } from '@sealens/ui';
import { useEffect, type ReactNode } from 'react';
import type { QrLoginMachine } from '../machines/qr-login-machine';
import { useMachineState } from './use-machine-state';

export interface QrLoginPanelProps {
  qr: QrLoginMachine;
  /** Text under the code, e.g. "Scan with WeChat to log in". */
  caption: ReactNode;
  /** Accessible name of the code image. */
  label: string;
}

/** Only an http(s) address becomes a link: the answer comes from the network. */
function isWebAddress(address: string | undefined): address is string {
  return address !== undefined && /^https?:\/\//.test(address);
}

/** Rendered QR edge in CSS pixels. */
export const QR_SIZE_PX = 184;

export function QrLoginPanel({ qr, caption, label }: QrLoginPanelProps) {
  const { t } = useLingui();
  const state = useMachineState(qr);

  // The panel owns the start: the machine creates its first code when the panel appears
  // (ignored unless idle, so coming back to the panel keeps the current code).
  useEffect(() => {
    qr.start();
  }, [qr]);

  let body: ReactNode;
  switch (state.status) {
    case 'showing':
      body = <QrCode value={state.ticket} size={QR_SIZE_PX} label={label} />;
      break;
    case 'expired':
    case 'failed':
      body = (
        <button
          type="button"
          onClick={() => qr.refresh()}
          className={
            'flex size-full flex-col items-center justify-center gap-2 rounded-md bg-surface-muted p-4 text-center text-sm text-ink ' +
            'hover:bg-surface-sunken outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2'
          }
        >
          <LineIcon name="refresh" className="size-8 text-brand-700" />
          {state.status === 'expired' ? (
            <span className="font-medium">
              <Trans>QR expired, click to refresh</Trans>
            </span>
          ) : (
            <>
              {state.message !== '' && <span className="text-ink-muted">{state.message}</span>}
              <span className="font-medium">
                <Trans>Failed to load the QR code, click to retry</Trans>
              </span>
            </>
          )}
        </button>
      );
      break;
    default:
      // idle, loading, and the moments after a scan while the dialog moves on.
      body = <Spinner size="lg" label={t`Loading QR code`} className="text-brand-600" />;
  }

  return (
    <div className="flex flex-col items-center gap-3 py-2">
      <div className="flex items-center justify-center rounded-md border border-border" style={{ width: QR_SIZE_PX + 16, height: QR_SIZE_PX + 16 }}>
        {body}
      </div>
      <p className="text-center text-sm text-ink-muted">{caption}</p>
      {state.status === 'showing' && isWebAddress(state.scanPage) && (
        // Local mode only (the server offers the page only there): a browser cannot scan its own screen.
        <a href={state.scanPage} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus">
          <Trans>Open the scan page (local mode)</Trans>
        </a>
      )}
    </div>
  );
}
