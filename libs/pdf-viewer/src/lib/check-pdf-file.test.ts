import { checkPdfFiles } from './check-pdf-file';
import { PDF_MAX_BYTES, PDF_MAX_FILES } from './viewer-constants';

const pdf = (size: number, name = 'report.pdf', type = 'application/pdf') => ({ name, type, size });

describe('picked files (spec §5)', () => {
  it('takes one PDF of at most 10,240,000 bytes', () => {
    expect(PDF_MAX_BYTES).toBe(10_240_000);
    expect(checkPdfFiles([pdf(10_240_000)])).toMatchObject({ ok: true });
    expect(checkPdfFiles([pdf(10_240_001)])).toEqual({ ok: false, problem: 'size' });
  });
  it('takes exactly one file', () => {
    expect(PDF_MAX_FILES).toBe(1);
    expect(checkPdfFiles([pdf(1), pdf(2)])).toEqual({ ok: false, problem: 'count' });
    expect(checkPdfFiles([])).toEqual({ ok: false, problem: 'count' });
  });
  it('takes PDFs only, by type or by name when the type is unknown', () => {
    expect(checkPdfFiles([pdf(1, 'a.png', 'image/png')])).toEqual({ ok: false, problem: 'type' });
    expect(checkPdfFiles([pdf(1, 'A.PDF', '')])).toMatchObject({ ok: true });
  });
});
