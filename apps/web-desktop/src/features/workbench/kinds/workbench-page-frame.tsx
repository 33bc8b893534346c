// The frame every workbench page shares: its title, what it is for, the data-day stamp, its tools.
import { Trans } from '@lingui/react/macro';
import { Button } from '@sealens/ui';
import type { ReactNode } from 'react';

export interface WorkbenchPageFrameProps {
  title: ReactNode;
  intro: ReactNode;
  stamp?: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}

export function WorkbenchPageFrame({ title, intro, stamp, tools, children }: WorkbenchPageFrameProps) {
  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{intro}</p>
          {stamp && <div className="mt-1">{stamp}</div>}
        </div>
        {tools && <div className="flex flex-wrap items-center gap-2">{tools}</div>}
      </div>
      {children}
    </div>
  );
}

/** A part of the page that failed to load, with a retry (spec §8: never a blank page). */
export function LoadFailed({ what, onRetry }: { what: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-surface p-6 ring-1 ring-border">
      <p className="text-ink">{what}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="secondary" onClick={onRetry}>
      <Trans>Try again</Trans>
    </Button>
  );
}
