// Route module of /report (issue 15 item 2): the business college's reports, a page at a time
// (`?page=2`); each opens at /report/{id} in the PDF viewer.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { fetchReportPage, pageFromSearch, type ReportPage } from './report-api';
import { pageHref } from './list-pagination';
import { ReportListPage } from './report-list-page';

export interface ReportsData {
  page: number;
  first: ReportPage | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ReportsData> {
  const page = pageFromSearch(new URL(request.url).search);
  try {
    return { page, first: await fetchReportPage(loaderApi(context, siteApi), 'college', page) };
  } catch {
    return { page, first: null };
  }
}

export function Component() {
  const { page, first } = useLoaderData<ReportsData>();
  return (
    <ReportListPage
      key={page}
      heading={<Trans>Reports</Trans>}
      intro={<Trans>Market reports from the business college, to read online.</Trans>}
      basePath="/report"
      source="college"
      page={page}
      first={first}
    />
  );
}

export const handle: RouteHandle = {
  query: ['page'],
  head: ({ i18n, data }) => {
    const page = (data as ReportsData | undefined)?.page ?? 1;
    const title = i18n._(msg`Reports`);
    return {
      title: pageTitle(page > 1 ? i18n._(msg`${title}, page ${page}`) : title),
      // Each page is its own address (page 1 is the bare path).
      canonicalPath: pageHref('/report', page),
      description: i18n._(msg`Market reports from the business college, to read online.`),
    };
  },
};
