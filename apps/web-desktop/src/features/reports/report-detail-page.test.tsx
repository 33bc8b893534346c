import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { LoadPdfEngine, PdfEngine } from '@sealens/pdf-viewer';
import type { ReportDetail } from './report-api';
import { ReportDetailPage } from './report-detail-page';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrap = (ui: ReactElement) => (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>{ui}</MemoryRouter>
  </I18nProvider>
);

const REPORT: ReportDetail = {
  id: 'industry-report-2',
  source: 'industry',
  title: 'Demo industry report 2: Digital electronics',
  summary: 'Demo data: a sample report.',
  publishTime: '2026-06-24 08:00:00',
  site: 'TH',
  pdfUrl: '/demo/pdf/industry-report-2.pdf',
};

/** An engine that never answers: the page is checked, not pdf.js. */
const pendingEngine: LoadPdfEngine = () => Promise.resolve({ open: () => new Promise(() => undefined) } as PdfEngine);

describe('ReportDetailPage', () => {
  it('shows the title, breadcrumbs, details and the PDF in the viewer', () => {
    render(wrap(<ReportDetailPage id={REPORT.id} report={REPORT} load={vi.fn()} loadEngine={pendingEngine} />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(REPORT.title);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Industry reports');
    expect(screen.getByText('Thailand')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: REPORT.title })).toBeInTheDocument();
    expect(screen.getByText('Loading PDF…')).toBeInTheDocument();
  });

  it('shows the reading time, the previous and next reports and related ones', () => {
    const link = (n: number, typeId: number | null) => ({ id: `industry-report-${n}`, title: `Demo industry report ${n}`, typeId });
    render(
      wrap(
        <ReportDetailPage
          id={REPORT.id}
          report={{ ...REPORT, readingMinutes: 4 }}
          neighbours={{ previous: link(1, 1), next: link(3, null), related: [link(1, 1), link(3, null)] }}
          load={vi.fn()}
          loadEngine={pendingEngine}
        />,
      ),
    );
    expect(screen.getByTestId('reading-time')).toHaveTextContent('4 min read');
    const nav = screen.getByRole('navigation', { name: 'Previous and next' });
    expect(nav.querySelector('a[rel="prev"]')).toHaveAttribute('href', '/report/industry-report-1');
    expect(nav.querySelector('a[rel="next"]')).toHaveAttribute('href', '/report/industry-report-3');
    expect(screen.getByTestId('related-items').querySelectorAll('a')).toHaveLength(2);
  });

  it('fetches in the browser when the server could not, retries, and says when the report does not exist', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null);
    render(wrap(<ReportDetailPage id="missing" report={null} load={load} loadEngine={pendingEngine} />));
    expect(screen.getByTestId('report-loading')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('report-not-found')).toHaveTextContent('This report does not exist'));
    expect(load).toHaveBeenCalledWith('missing');
    // The not-found page's look: the 404 code over the title, the ways on below (one 404 layout, issue 27 item 11).
    expect(screen.getByTestId('report-not-found')).toHaveTextContent(/^404This report does not exist/);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says when a report has no PDF, and still lets the reader open one', () => {
    render(wrap(<ReportDetailPage id={REPORT.id} report={{ ...REPORT, pdfUrl: undefined }} load={vi.fn()} loadEngine={pendingEngine} />));
    expect(screen.getByText('This report has no PDF.')).toBeInTheDocument();
    expect(screen.getByLabelText('Open a PDF file from this device')).toBeInTheDocument();
  });
});
