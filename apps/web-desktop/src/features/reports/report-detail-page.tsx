// /report/{id} (issue 15 item 2): one report, its title and details, and its PDF in the viewer of
// libs/pdf-viewer (pdf.js is fetched when the viewer mounts, never with the page). Below the viewer
// the reader may open another PDF, from a link or a file.
import { Trans, useLingui } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { ContentNeighboursNav } from '@sealens/content';
import { PdfReader } from '@sealens/pdf-viewer';
import { Button, StatusMessage, buttonClassName } from '@sealens/ui';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { fetchReport, withMinimumDelay, type ReportDetail, type ReportNeighbours } from './report-api';
import { ReportMeta } from './report-card';
import { useBrowserLoad } from './use-browser-load';

export interface ReportDetailPageProps {
  id: string;
  /** From the loader; null: fetched in the browser. */
  report: ReportDetail | null;
  /** Previous/next and related reports; null or absent: none shown. */
  neighbours?: ReportNeighbours | null;
  load?: (id: string) => Promise<ReportDetail | null>;
  /** The viewer's engine (tests and stories pass a fake one). */
  loadEngine?: Parameters<typeof PdfReader>[0]['loadEngine'];
}

const loadInBrowser = (id: string) => withMinimumDelay(fetchReport(siteApi(), id));

export function ReportDetailPage({ id, report, neighbours = null, load = loadInBrowser, loadEngine }: ReportDetailPageProps) {
  const loadReport = useCallback(() => load(id), [load, id]);
  const { state, retry } = useBrowserLoad<ReportDetail | null>(report, loadReport);

  // The server answers 404 for an unknown id; this is the rarer case of a page fetched in the browser.
  // It has the not-found page's look (code, title, centred way on: one 404 layout, issue 27 item 11);
  // not the site's NotFoundPage itself, whose search form would move shared code into the initial bundle.
  if (state.status === 'ready' && state.value === null) {
    return (
      <div className="flex justify-center py-16" data-testid="report-not-found">
        <StatusMessage
          code={404}
          title={<Trans>This report does not exist</Trans>}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/report" className={buttonClassName('primary', 'md')}>
                <Trans>All reports</Trans>
              </Link>
              <Link to="/" className={buttonClassName('secondary', 'md')}>
                <Trans>Back to home</Trans>
              </Link>
            </div>
          }
        />
      </div>
    );
  }
  const value = state.value;
  if (!value) {
    return (
      <div className="mx-auto max-w-6xl px-6 py-10">
        {state.status === 'failed' ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-danger-50 p-6 text-danger-700">
            <p>
              <Trans>The report could not be loaded. Check your connection and try again.</Trans>
            </p>
            <Button variant="secondary" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div aria-busy="true" className="flex flex-col gap-4" data-testid="report-loading">
            <span className="h-9 w-2/3 animate-pulse rounded bg-surface-sunken" />
            <span className="h-[60vh] animate-pulse rounded-xl bg-surface-sunken" />
          </div>
        )}
      </div>
    );
  }
  return <ReportView report={value} neighbours={neighbours} loadEngine={loadEngine} />;
}

const reportHref = (report: { id: string }) => `/report/${encodeURIComponent(report.id)}`;

function ReportView({ report, neighbours, loadEngine }: { report: ReportDetail; neighbours: ReportNeighbours | null; loadEngine: ReportDetailPageProps['loadEngine'] }) {
  const { t, i18n } = useLingui();
  const listHref = report.source === 'industry' ? '/industry/report' : '/report';
  const minutes = report.readingMinutes;
  const initial = useMemo(() => (report.pdfUrl ? { source: { kind: 'url' as const, url: report.pdfUrl }, title: report.title } : undefined), [report.pdfUrl, report.title]);
  return (
    <article className="mx-auto max-w-6xl px-6 py-8" aria-labelledby="report-title">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="hover:underline">
              <Trans>Home</Trans>
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          {report.source === 'industry' && (
            <li>
              <Link to="/industry" className="hover:underline">
                <Trans>Industry</Trans>
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
          )}
          <li>
            <Link to={listHref} className="hover:underline">
              {report.source === 'industry' ? <Trans>Industry reports</Trans> : <Trans>Reports</Trans>}
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li aria-current="page" className="text-ink">
            {report.title}
          </li>
        </ol>
      </nav>
      <h1 id="report-title" className="mt-4 text-3xl font-bold text-ink">
        {report.title}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <ReportMeta report={report} />
        {report.author && <span className="text-xs text-ink-muted">{report.author}</span>}
        {minutes !== undefined && (
          <span className="text-xs text-ink-muted" data-testid="reading-time">
            <Trans>{minutes} min read</Trans>
          </span>
        )}
        {report.views !== undefined && (
          <span className="text-xs text-ink-muted">
            <Trans>{i18n.number(report.views)} views</Trans>
          </span>
        )}
      </div>
      {report.summary && <p className="mt-4 max-w-3xl text-ink-muted">{report.summary}</p>}
      <div className="mt-6" data-testid="report-pdf">
        {!initial && (
          <p className="mb-4 rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
            <Trans>This report has no PDF.</Trans>
          </p>
        )}
        <PdfReader initial={initial} loadEngine={loadEngine} />
      </div>
      {neighbours && (
        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-5" data-testid="report-neighbours">
          <ContentNeighboursNav previous={neighbours.previous} next={neighbours.next} related={neighbours.related} hrefFor={reportHref} />
        </div>
      )}
    </article>
  );
}
