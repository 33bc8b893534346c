// A viewer with its source picker below it: opens with a given document (a report's PDF) and
// switches to whatever link or file the reader opens next.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { LoadPdfEngine, PdfSource } from './pdf-engine';
import { PdfSourcePicker, type PdfSourcePickerProps, type PdfSourceProvider } from './pdf-source-picker';
import { PdfViewer } from './pdf-viewer';

export interface PdfReaderProps {
  initial?: { source: PdfSource; title: string };
  loadEngine?: LoadPdfEngine;
  providers?: readonly PdfSourceProvider[];
  height?: string;
  /** How a picked file's bytes are read (tests pass their own). */
  readFile?: PdfSourcePickerProps['readFile'];
}

export function PdfReader({ initial, loadEngine, providers, height, readFile }: PdfReaderProps) {
  const [open, setOpen] = useState(initial);
  return (
    <div className="flex flex-col gap-4">
      {open ? (
        <PdfViewer source={open.source} title={open.title} loadEngine={loadEngine} height={height} />
      ) : (
        <p className="rounded-xl bg-surface-muted p-6 text-center text-sm text-ink-muted">
          <Trans>Open a PDF from a link or a file to read it here.</Trans>
        </p>
      )}
      <PdfSourcePicker providers={providers} readFile={readFile} onOpen={(source, title) => setOpen({ source, title })} />
    </div>
  );
}
