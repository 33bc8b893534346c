// Route module of /industry/report (spec §2 "/industry, child: report"): the industry reports by
// site and category, a page at a time (`?page=2`); each opens at /report/{id}.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { siteApi } from '@sealens/auth';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { fetchReportPage, pageFromSearch } from './report-api';
import { pageHref } from './list-pagination';
import { ReportListPage } from './report-list-page';
import type { ReportsData } from './reports-route';

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ReportsData> {
  const page = pageFromSearch(new URL(request.url).search);
  try {
    return { page, first: await fetchReportPage(loaderApi(context, siteApi), 'industry', page) };
  } catch {
    return { page, first: null };
  }
}

export function Component() {
  const { page, first } = useLoaderData<ReportsData>();
  return (
    <ReportListPage
      key={page}
      heading={<Trans>Industry reports</Trans>}
      intro={<Trans>Reports on each site and category of the marketplace, to read online.</Trans>}
      basePath="/industry/report"
      source="industry"
      page={page}
      first={first}
    />
  );
}

export const handle: RouteHandle = {
  query: ['page'],
  head: ({ i18n, data }) => {
    const page = (data as ReportsData | undefined)?.page ?? 1;
    const title = i18n._(msg`Industry reports`);
    return {
      title: pageTitle(page > 1 ? i18n._(msg`${title}, page ${page}`) : title),
      // Each page is its own address (page 1 is the bare path).
      canonicalPath: pageHref('/industry/report', page),
      description: i18n._(msg`Reports on each site and category of the marketplace, to read online.`),
    };
  },
};
