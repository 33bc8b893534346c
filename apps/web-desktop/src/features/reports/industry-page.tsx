// /industry (spec §2): the industry section's landing: the latest industry reports and the latest
// business-college reports, each with a way to all of them. The lists come from the route loader;
// one the server could not get is fetched in the browser, with its own retry.
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { Button, buttonClassName } from '@sealens/ui';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fetchReportPage, withMinimumDelay, type ReportPage, type ReportSource } from './report-api';
import { ReportCard } from './report-card';
import { useBrowserLoad } from './use-browser-load';

/** Reports shown per section of the landing. */
export const INDUSTRY_SECTION_SIZE = 6;

export interface IndustryPageProps {
  industry: ReportPage | null;
  college: ReportPage | null;
  load?: (source: ReportSource) => Promise<ReportPage>;
}

const loadFirstPage = (source: ReportSource) => withMinimumDelay(fetchReportPage(siteApi(), source, 1));

function Section({ title, allHref, allLabel, first, source, load, testId }: { title: ReactNode; allHref: string; allLabel: ReactNode; first: ReportPage | null; source: ReportSource; load: (source: ReportSource) => Promise<ReportPage>; testId: string }) {
  const loadSection = useCallback(() => load(source), [load, source]);
  const { state, retry } = useBrowserLoad(first, loadSection);
  const list = state.value?.list.slice(0, INDUSTRY_SECTION_SIZE) ?? [];
  return (
    <section aria-labelledby={`${testId}-title`} className="mt-10" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${testId}-title`} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <Link to={allHref} className={buttonClassName('link', 'sm')}>
          {allLabel}
        </Link>
      </div>
      {!state.value && state.status === 'loading' && (
        <ul className="mt-4 grid gap-4 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-40 animate-pulse rounded-xl bg-surface-sunken" />
          ))}
        </ul>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3 rounded-xl bg-danger-50 p-6 text-danger-700">
          <p>
            <Trans>The reports could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {state.value && list.length === 0 && (
        <p className="mt-4 text-ink-muted">
          <Trans>There are no reports yet.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {list.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function IndustryPage({ industry, college, load = loadFirstPage }: IndustryPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-3xl font-bold text-ink">
        <Trans>Industry</Trans>
      </h1>
      <p className="mt-2 text-ink-muted">
        <Trans>Reports on the marketplace's sites and categories, read online in the PDF viewer.</Trans>
      </p>
      <Section
        testId="industry-reports"
        title={<Trans>Latest industry reports</Trans>}
        allHref="/industry/report"
        allLabel={<Trans>All industry reports</Trans>}
        first={industry}
        source="industry"
        load={load}
      />
      <Section
        testId="college-reports"
        title={<Trans>Latest business-college reports</Trans>}
        allHref="/report"
        allLabel={<Trans>All reports</Trans>}
        first={college}
        source="college"
        load={load}
      />
    </div>
  );
}
