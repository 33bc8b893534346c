import { useLingui } from '@lingui/react/macro';
import { isCategoryId } from '@sealens/domain';
import { SITE_NAMES } from '@sealens/i18n';
import { CATEGORY_NAMES } from '@sealens/market';
import { Link } from 'react-router';
import type { ReportSummary } from './report-api';
import { formatReportDay } from './report-date';

/** Where a report opens: /report/{id} for both kinds (the business college links there too). */
export const reportHref = (id: string) => `/report/${encodeURIComponent(id)}`;

export function ReportMeta({ report }: { report: Pick<ReportSummary, 'publishTime' | 'typeId' | 'site'> }) {
  const { i18n } = useLingui();
  const day = formatReportDay(i18n, report.publishTime);
  const parts = [
    day,
    report.typeId !== undefined && isCategoryId(report.typeId) ? i18n._(CATEGORY_NAMES[report.typeId]) : null,
    report.site ? i18n._(SITE_NAMES[report.site]) : null,
  ].filter((p): p is string => !!p);
  return <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">{parts.map((p) => <span key={p}>{p}</span>)}</p>;
}

export function ReportCard({ report }: { report: ReportSummary }) {
  return (
    <article aria-labelledby={`report-${report.id}`} className="flex h-full flex-col gap-2 rounded-xl bg-surface p-5 ring-1 ring-border">
      <h2 id={`report-${report.id}`} className="text-base font-semibold text-ink">
        <Link to={reportHref(report.id)} className="rounded-sm outline-none hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-focus">
          {report.title}
        </Link>
      </h2>
      {report.summary && <p className="line-clamp-3 text-sm text-ink-muted">{report.summary}</p>}
      <div className="mt-auto">
        <ReportMeta report={report} />
      </div>
    </article>
  );
}
