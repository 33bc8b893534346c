import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { fileNameOf } from './download-file';
import { ExportButton } from './export-button';

const hrefFor = (format: string) => `/api/workbench/export?format=${format}&site=TH`;

function fileResponse(body: string, headers: Record<string, string>) {
  return new Response(body, { status: 200, headers });
}

describe('ExportButton', () => {
  let saved: { name: string; url: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
    });
  });

  it('says how many exports are left today', () => {
    renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={3} exportsPerDay={5} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription('3 of 5 left today');
  });

  it('is disabled with the reason when none are left, or the plan has none', () => {
    const { rerender } = renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={0} exportsPerDay={5} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription('No exports left today: 0 of 5 remain.');
    rerender(<ExportButton hrefFor={hrefFor} exportsLeft={0} exportsPerDay={0} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription('Exports come with a plan.');
  });

  it('downloads the chosen format with the cookie and saves it under the server\'s name', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      fileResponse('\uFEFFrank,title\n1,a\n', {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="hot-TH.csv"; filename*=UTF-8''hot-TH-2026-11-26.csv`,
      }),
    );
    const onExported = vi.fn();
    renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={3} exportsPerDay={5} onExported={onExported} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (opens in Excel)' }));
    await waitFor(() => expect(onExported).toHaveBeenCalledWith('csv'));
    expect(fetchMock).toHaveBeenCalledWith(hrefFor('csv'), expect.objectContaining({ credentials: 'include' }));
    expect(saved).toEqual([{ name: 'hot-TH-2026-11-26.csv', url: 'blob:export' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved hot-TH-2026-11-26.csv.');
  });

  it('shows the message of an error envelope and saves nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 429, message: 'No exports left today; they renew at 00:00 UTC.' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const onExported = vi.fn();
    renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={1} exportsPerDay={5} onExported={onExported} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: No exports left today; they renew at 00:00 UTC.');
    expect(saved).toEqual([]);
    expect(onExported).not.toHaveBeenCalled();
  });

  it('says a network failure in words', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={1} exportsPerDay={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (opens in Excel)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Check the connection and try again.');
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E7%83%AD%E9%94%80.csv`, 'x.csv')).toBe('热销.csv');
    expect(fileNameOf('attachment; filename="hot TH.xlsx"', 'x.xlsx')).toBe('hot TH.xlsx');
    expect(fileNameOf('attachment; filename=hot.csv', 'x.csv')).toBe('hot.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('.._.._etc_passwd');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
