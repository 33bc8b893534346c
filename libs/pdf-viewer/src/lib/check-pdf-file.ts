// The picker's file rules (spec §5): one file, a PDF, at most about 10,240,000 bytes. Each failure
// is told apart so its message says what to change.
import { isAcceptablePdfFile } from '@sealens/domain';
import { PDF_MAX_BYTES, PDF_MAX_FILES } from './viewer-constants';

export type PdfFileProblem = 'count' | 'type' | 'size';

export type PdfFileCheck<F> = { ok: true; file: F } | { ok: false; problem: PdfFileProblem };

export function checkPdfFiles<F extends { name: string; type: string; size: number }>(files: readonly F[]): PdfFileCheck<F> {
  const [file] = files;
  if (!file || files.length > PDF_MAX_FILES) return { ok: false, problem: 'count' };
  if (!isAcceptablePdfFile({ name: file.name, type: file.type, size: 0 })) return { ok: false, problem: 'type' };
  if (file.size > PDF_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, file };
}
