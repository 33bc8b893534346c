// Where a document comes from (spec §2, §5): a link (http or https with a host and a top-level
// domain, checked on Enter or blur) or one local PDF file of at most 10,240,000 bytes. The spec's
// other sources (image search, social sources, cloud storage) appear only when the site configures a
// provider for them; none is configured by default, and the picker says so instead of showing
// buttons that do nothing. A rejected link or file keeps what was typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { isPdfUrl, VALIDATION_MESSAGES } from '@sealens/domain';
import { translateValidation } from '@sealens/i18n';
import { Button } from '@sealens/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { checkPdfFiles, type PdfFileProblem } from './check-pdf-file';
import type { PdfSource } from './pdf-engine';
import { PDF_MAX_BYTES } from './viewer-constants';

/** A configured source beyond local files (image search, social, cloud storage). */
export interface PdfSourceProvider {
  id: string;
  /** Its button's text, already translated. */
  label: string;
  /** Resolves to the chosen document, or null when the person cancelled. */
  pick: () => Promise<PdfSource | null>;
}

export interface PdfSourcePickerProps {
  onOpen: (source: PdfSource, name: string) => void;
  providers?: readonly PdfSourceProvider[];
  /** The file input (tests read its bytes through it). */
  readFile?: (file: File) => Promise<Uint8Array>;
}

const readBytes = async (file: File) => new Uint8Array(await file.arrayBuffer());

export function PdfSourcePicker({ onOpen, providers = [], readFile = readBytes }: PdfSourcePickerProps) {
  const { t, i18n } = useLingui();
  const ids = { link: useId(), linkError: useId(), file: useId(), fileError: useId() };
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const checkLink = () => {
    const value = link.trim();
    const ok = value !== '' && isPdfUrl(value);
    setLinkError(ok || value === '' ? null : translateValidation(i18n, VALIDATION_MESSAGES.pdfUrl));
    return ok ? value : null;
  };
  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    const value = link.trim();
    if (value === '') return setLinkError(translateValidation(i18n, VALIDATION_MESSAGES.pdfUrl));
    const ok = checkLink();
    if (ok) onOpen({ kind: 'url', url: ok }, ok);
  };

  const fileMessage = (problem: PdfFileProblem | 'read') => {
    switch (problem) {
      case 'count':
        return t`Choose one file only.`;
      case 'type':
        return t`Only PDF files can be opened.`;
      case 'size': {
        const max = i18n.number(PDF_MAX_BYTES);
        return t`The file is larger than ${max} bytes.`;
      }
      case 'read':
        return t`The file could not be read. Try again.`;
    }
  };
  const pickFile = async (list: FileList | null) => {
    const check = checkPdfFiles(Array.from(list ?? []));
    if (!check.ok) return setFileError(fileMessage(check.problem));
    try {
      const data = await readFile(check.file);
      setFileError(null);
      onOpen({ kind: 'data', data, name: check.file.name }, check.file.name);
    } catch {
      setFileError(fileMessage('read'));
    } finally {
      // The same file can be picked again (after a retry or a fix).
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="grid gap-6 rounded-xl bg-surface p-4 ring-1 ring-border md:grid-cols-2" data-testid="pdf-source-picker">
      <form onSubmit={submitLink} noValidate className="flex flex-col gap-2">
        <label htmlFor={ids.link} className="text-sm font-medium text-ink">
          <Trans>Open a PDF from a link</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={ids.link}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            onBlur={checkLink}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? ids.linkError : undefined}
            className="h-10 min-w-0 flex-1 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-focus aria-invalid:border-danger-600"
          />
          <Button type="submit" variant="secondary">
            <Trans>Open</Trans>
          </Button>
        </div>
        {linkError && (
          <p id={ids.linkError} role="alert" className="text-sm text-danger-700">
            {linkError}
          </p>
        )}
      </form>
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.file} className="text-sm font-medium text-ink">
          <Trans>Open a PDF file from this device</Trans>
        </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => void pickFile(e.target.files)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? ids.fileError : `${ids.file}-hint`}
          className="text-sm text-ink file:mr-3 file:h-10 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-4 file:text-sm file:text-ink hover:file:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
        />
        <p id={`${ids.file}-hint`} className="text-xs text-ink-muted">
          <Trans>One PDF file, up to {i18n.number(PDF_MAX_BYTES)} bytes.</Trans>
        </p>
        {fileError && (
          <p id={ids.fileError} role="alert" className="text-sm text-danger-700">
            {fileError}
          </p>
        )}
      </div>
      <div className="md:col-span-2">
        {providers.length > 0 ? (
          <div role="group" aria-label={t`Other sources`} className="flex flex-wrap gap-2">
            {providers.map((provider) => (
              <Button
                key={provider.id}
                variant="secondary"
                size="sm"
                onClick={() =>
                  void provider.pick().then(
                    (source) => source && onOpen(source, source.kind === 'data' ? source.name : source.url),
                    () => setFileError(fileMessage('read')),
                  )
                }
              >
                {provider.label}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-xs text-ink-muted" data-testid="pdf-no-providers">
            <Trans>Image search, social and cloud storage sources are not set up on this site: open a link or a file from this device.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
