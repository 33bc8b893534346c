import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { createFakePdfEngine, DEMO_OUTLINE, type FakePdfOptions } from '../testing/fake-pdf-engine';
import { renderWithI18n } from '../testing/render-with-i18n';
import type { PdfSource } from './pdf-engine';
import { PdfViewer } from './pdf-viewer';

// The machine is shared: give the fake engine's timers room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const SOURCE: PdfSource = { kind: 'url', url: '/demo/report-1.pdf' };

function open(options: FakePdfOptions = {}) {
  const engine = createFakePdfEngine(options);
  renderWithI18n(<PdfViewer source={SOURCE} title="Demo report" loadEngine={engine.load} />);
  return engine;
}

const pageField = () => screen.getByRole('spinbutton', { name: 'Page number' });
const scale = () => screen.getByTestId('pdf-scale').textContent;

describe('PdfViewer', () => {
  it('renders its frame on the server without loading pdf.js', () => {
    const load = vi.fn();
    const html = renderToString(
      <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
        <PdfViewer source={SOURCE} title="Demo report" loadEngine={load} />
      </I18nProvider>,
    );
    expect(html).toContain('Loading PDF');
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the document, fetches the first batch of 10 pages and draws the first page with its text', async () => {
    const engine = open({ pageCount: 25 });
    await waitFor(() => expect(screen.getByText('Page 1 text')).toBeInTheDocument());
    expect(screen.getByTestId('pdf-page-count')).toHaveTextContent('of 25');
    expect([...engine.calls.getPage].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(engine.calls.render).toContain(1);
    expect(engine.calls.render).not.toContain(5);
  });

  it('moves between pages with the buttons, the field (1..count) and the keyboard', async () => {
    const user = userEvent.setup();
    open({ pageCount: 12 });
    await waitFor(() => expect(pageField()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pageField()).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(pageField()).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(pageField()).toHaveValue(1);
    await user.clear(pageField());
    await user.type(pageField(), '99{Enter}');
    expect(pageField()).toHaveValue(12);
    await user.clear(pageField());
    await user.type(pageField(), '0');
    await user.tab();
    expect(pageField()).toHaveValue(1);
    // The second batch is fetched when a page of it is needed.
    await user.clear(pageField());
    await user.type(pageField(), '11{Enter}');
    await waitFor(() => expect(screen.getByText('Page 11 text')).toBeInTheDocument());
    const region = screen.getByRole('region', { name: 'Demo report' });
    region.focus();
    await user.keyboard('{PageUp}');
    expect(pageField()).toHaveValue(10);
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(pageField()).toHaveValue(12);
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(pageField()).toHaveValue(10);
  });

  it('zooms in steps of 0.25, keeps focus on the zoom button, and ignores zoom out at the step', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(pageField()).toBeEnabled());
    // No container width in jsdom: auto fit keeps 100%.
    expect(scale()).toBe('100%');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(scale()).toBe('150%');
    expect(zoomIn).toHaveFocus();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 6; i++) await user.click(zoomOut);
    expect(scale()).toBe('25%');
    expect(zoomOut).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('fits the page to 98% of the container width', async () => {
    const user = userEvent.setup();
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    open({ width: 400 });
    await waitFor(() => expect(pageField()).toBeEnabled());
    // Auto: 800 × 0.98 / 400 = 1.96, capped at 1.25.
    await waitFor(() => expect(scale()).toBe('125%'));
    await user.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(scale()).toBe('196%');
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
    width.mockRestore();
  });

  it('toggles the thumbnails and goes to a page from one', async () => {
    const user = userEvent.setup();
    open({ pageCount: 4 });
    await waitFor(() => expect(pageField()).toBeEnabled());
    const toggle = screen.getByRole('button', { name: 'Thumbnails' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thumbs = screen.getByRole('navigation', { name: 'Thumbnails' });
    await user.click(within(thumbs).getByRole('button', { name: 'Go to page 3' }));
    expect(pageField()).toHaveValue(3);
    expect(within(thumbs).getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Thumbnails' })).not.toBeInTheDocument();
  });

  it('shows the outline and goes to its pages', async () => {
    const user = userEvent.setup();
    open({ outline: DEMO_OUTLINE });
    await user.click(await screen.findByRole('button', { name: 'Outline' }));
    await user.click(screen.getByRole('button', { name: '市场概览 (Market overview)' }));
    expect(pageField()).toHaveValue(3);
  });

  it('has no outline button for a document without one', async () => {
    open();
    await waitFor(() => expect(pageField()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Outline' })).not.toBeInTheDocument();
  });

  it('"Failed to retrieve PDF", then opens on retry', async () => {
    const user = userEvent.setup();
    const engine = open({ failOpen: true, failTimes: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to retrieve PDF');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Page 1 text')).toBeInTheDocument());
    expect(engine.calls.open).toBe(2);
  });

  it('"Failed to retrieve pages", then fetches the batch again on retry', async () => {
    const user = userEvent.setup();
    open({ failPages: [3], failTimes: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to retrieve pages');
    // The rest of the viewer still works.
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Page 1 text')).toBeInTheDocument());
  });

  it('"Failed to render page N", then draws it on retry', async () => {
    const user = userEvent.setup();
    open({ failRender: [1], failTimes: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to render page 1');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Page 1 text')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets to page 1 with a new document', async () => {
    const user = userEvent.setup();
    const engine = createFakePdfEngine({ pageCount: 6 });
    const view = renderWithI18n(<PdfViewer source={SOURCE} title="A" loadEngine={engine.load} />);
    await waitFor(() => expect(pageField()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pageField()).toHaveValue(2);
    const other = createFakePdfEngine({ pageCount: 3 });
    act(() =>
      view.rerender(
        <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
          <PdfViewer source={{ kind: 'url', url: '/other.pdf' }} title="B" loadEngine={other.load} />
        </I18nProvider>,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('pdf-page-count')).toHaveTextContent('of 3'));
    expect(pageField()).toHaveValue(1);
    fireEvent.scroll(screen.getByRole('region', { name: 'B' }));
  });
});
