// A paged list of reports (/report, /industry/report): the page's reports come from the route
// loader (in the server's HTML); when the server could not get them, the browser fetches them, with
// loading, error and retry states. An empty page says so and leads back to the first.
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { Button, buttonClassName } from '@sealens/ui';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fetchReportPage, withMinimumDelay, REPORTS_PAGE_SIZE, type ReportPage, type ReportSource } from './report-api';
import { ReportCard } from './report-card';
import { ListPagination } from './list-pagination';
import { useBrowserLoad } from './use-browser-load';

export interface ReportListPageProps {
  heading: ReactNode;
  intro: ReactNode;
  basePath: string;
  source: ReportSource;
  page: number;
  /** From the loader; null: fetched in the browser. */
  first: ReportPage | null;
  /** Where a page comes from in the browser (tests pass their own). */
  load?: (source: ReportSource, page: number) => Promise<ReportPage>;
  /** Above the list (the industry page's links). */
  children?: ReactNode;
}

const loadInBrowser = (source: ReportSource, page: number) => withMinimumDelay(fetchReportPage(siteApi(), source, page));

export function ReportListPage({ heading, intro, basePath, source, page, first, load = loadInBrowser, children }: ReportListPageProps) {
  const loadPage = useCallback(() => load(source, page), [load, source, page]);
  const { state, retry } = useBrowserLoad(first, loadPage);
  const data = state.value;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / REPORTS_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      {children}
      {!data && state.status === 'loading' && (
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="reports-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="h-40 animate-pulse rounded-xl bg-surface-sunken" />
          ))}
        </ul>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="mt-8 flex flex-col items-start gap-3 rounded-xl bg-danger-50 p-6 text-danger-700">
          <p>
            <Trans>The reports could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {data && data.list.length > 0 && (
        <>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="report-list">
            {data.list.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
          <ListPagination basePath={basePath} page={page} pageCount={pageCount} />
        </>
      )}
      {data && data.list.length === 0 && (
        <div className="mt-8 flex flex-col items-start gap-3 rounded-xl bg-surface-muted p-6" data-testid="reports-empty">
          <p className="text-ink-muted">{page > 1 ? <Trans>There are no reports on this page.</Trans> : <Trans>There are no reports yet.</Trans>}</p>
          {page > 1 && (
            <Link to={basePath} className={buttonClassName('secondary', 'sm')}>
              <Trans>Go to the first page</Trans>
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
