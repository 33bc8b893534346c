import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { PdfSourcePicker } from './pdf-source-picker';
import { PdfReader } from './pdf-reader';
import { createFakePdfEngine } from '../testing/fake-pdf-engine';

const file = (name: string, size: number, type = 'application/pdf') => {
  const f = new File(['%PDF-'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const readFile = async () => new Uint8Array([37, 80, 68, 70]);

describe('PdfSourcePicker', () => {
  it('checks the link on blur and on Enter, keeps what was typed, and opens a valid one', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithI18n(<PdfSourcePicker onOpen={onOpen} readFile={readFile} />);
    const link = screen.getByLabelText('Open a PDF from a link');
    await user.type(link, 'https://localhost/a.pdf');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid url');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveValue('https://localhost/a.pdf');
    await user.clear(link);
    await user.type(link, 'ftp://example.com/a.pdf{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid url');
    expect(onOpen).not.toHaveBeenCalled();
    await user.clear(link);
    await user.type(link, 'https://example.com/a.pdf{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledWith({ kind: 'url', url: 'https://example.com/a.pdf' }, 'https://example.com/a.pdf');
  });

  it('takes one PDF of at most 10,240,000 bytes and says what is wrong otherwise', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onOpen = vi.fn();
    renderWithI18n(<PdfSourcePicker onOpen={onOpen} readFile={readFile} />);
    const input = screen.getByLabelText('Open a PDF file from this device');
    await user.upload(input, file('big.pdf', 10_240_001));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10,240,000 bytes.');
    await user.upload(input, file('photo.png', 10, 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files can be opened.');
    expect(onOpen).not.toHaveBeenCalled();
    await user.upload(input, file('report.pdf', 10_240_000));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith({ kind: 'data', data: new Uint8Array([37, 80, 68, 70]), name: 'report.pdf' }, 'report.pdf'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says that no other source is set up, and shows configured ones', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { unmount } = renderWithI18n(<PdfSourcePicker onOpen={onOpen} />);
    expect(screen.getByTestId('pdf-no-providers')).toHaveTextContent('not set up');
    expect(screen.queryByRole('group', { name: 'Other sources' })).not.toBeInTheDocument();
    unmount();
    renderWithI18n(
      <PdfSourcePicker onOpen={onOpen} providers={[{ id: 'cloud', label: 'Cloud storage', pick: async () => ({ kind: 'url', url: 'https://c.example.com/x.pdf' }) }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cloud storage' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith({ kind: 'url', url: 'https://c.example.com/x.pdf' }, 'https://c.example.com/x.pdf'));
  });
});

describe('PdfReader', () => {
  it('opens the given document, then the file the reader picks', async () => {
    const user = userEvent.setup();
    const engine = createFakePdfEngine({ pageCount: 2 });
    renderWithI18n(<PdfReader initial={{ source: { kind: 'url', url: '/demo/a.pdf' }, title: 'Report A' }} loadEngine={engine.load} readFile={readFile} />);
    expect(await screen.findByRole('region', { name: 'Report A' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Open a PDF file from this device'), file('mine.pdf', 100));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent ?? 'none').toBe('none'));
    expect(await screen.findByRole('region', { name: 'mine.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(engine.calls.open).toBe(2));
  });
});
