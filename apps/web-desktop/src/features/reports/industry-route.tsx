// Route module of /industry (spec §2): the industry section's landing.
import { msg } from '@lingui/core/macro';
import { siteApi } from '@sealens/auth';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { fetchReportPage, type ReportPage } from './report-api';
import { IndustryPage } from './industry-page';

export interface IndustryData {
  industry: ReportPage | null;
  college: ReportPage | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<IndustryData> {
  const api = loaderApi(context, siteApi);
  const [industry, college] = await Promise.all([
    fetchReportPage(api, 'industry', 1).catch(() => null),
    fetchReportPage(api, 'college', 1).catch(() => null),
  ]);
  return { industry, college };
}

export function Component() {
  const { industry, college } = useLoaderData<IndustryData>();
  return <IndustryPage industry={industry} college={college} />;
}

export const handle: RouteHandle = {
  query: [],
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Industry`)),
    description: i18n._(msg`Reports on the marketplace's sites and categories, read online in the PDF viewer.`),
  }),
};
