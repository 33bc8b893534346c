import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { fileNameOf } from './download-file';
import { ExportButton } from './export-button';

const hrefFor = (format: string) => `/api/workbench/export?format=${format}&site=TH`;

function fileResponse(body: string, headers: Record<string, string>) {
  return new Response(body, { status: 200, headers });
}

/** The Export button once the menu's code has replaced the first-paint one (the browser was idle). */
async function realTrigger() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('data-state', 'closed'), { timeout: 5000 });
  return screen.getByRole('button', { name: 'Export' });
}

// First in this file: the menu's code is loaded once per module, so this runs before it is.
describe('ExportButton before its menu code arrived', () => {
  it('paints a look-alike button, and a press opens the menu as soon as the code is there', async () => {
    // The browser is never idle here: only the press loads the menu.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={3} exportsPerDay={5} />);
      const firstPaint = screen.getByRole('button', { name: 'Export' });
      expect(firstPaint).toHaveAttribute('aria-haspopup', 'menu');
      expect(firstPaint).not.toHaveAttribute('data-state');
      expect(firstPaint).toHaveAccessibleDescription('3 of 5 left today');
      await userEvent.click(firstPaint);
      expect(await screen.findAllByRole('menuitem', {}, { timeout: 10_000 })).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 15_000);
});

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
    await userEvent.click(await realTrigger());
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
    await userEvent.click(await realTrigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel workbook (XLSX)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: No exports left today; they renew at 00:00 UTC.');
    expect(saved).toEqual([]);
    expect(onExported).not.toHaveBeenCalled();
  });

  it('says a network failure in words', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithI18n(<ExportButton hrefFor={hrefFor} exportsLeft={1} exportsPerDay={5} />);
    await userEvent.click(await realTrigger());
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
