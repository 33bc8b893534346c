// Route module of /report/{id}: a report of either kind (business college or industry) by its id;
// 404 (status and page) for an id neither base knows.
import { msg } from '@lingui/core/macro';
import { siteApi } from '@sealens/auth';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { fetchReport, fetchReportNeighbours, type ReportDetail, type ReportNeighbours } from './report-api';
import { ReportDetailPage } from './report-detail-page';

export interface ReportDetailData {
  id: string;
  /** null when the API could not answer: the page fetches it in the browser, with its retry. */
  report: ReportDetail | null;
  /** null when the list could not be read: the page then shows no previous/next or related links. */
  neighbours: ReportNeighbours | null;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<ReportDetailData> {
  const id = params['id'] ?? '';
  const api = loaderApi(context, siteApi);
  let report: ReportDetail | null;
  try {
    report = await fetchReport(api, id);
  } catch {
    return { id, report: null, neighbours: null };
  }
  if (!report) throw new Response('Not found', { status: 404 });
  const neighbours = await fetchReportNeighbours(api, report).catch(() => null);
  return { id, report, neighbours };
}

export function Component() {
  const { id, report, neighbours } = useLoaderData<ReportDetailData>();
  return <ReportDetailPage key={id} id={id} report={report} neighbours={neighbours} />;
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n, data }) => {
    const report = (data as ReportDetailData | undefined)?.report;
    if (!report) return { title: pageTitle(i18n._(msg`Reports`)) };
    return { title: pageTitle(report.title), description: report.summary || i18n._(msg`Market reports from the business college, to read online.`) };
  },
};
