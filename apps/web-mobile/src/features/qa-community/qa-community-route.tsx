// Route module of /m/QACommunity: the page of questions `?page=N` names (1 by default) comes from
// the loader, so the server's HTML holds the real questions and every page has its own address;
// "Load more" appends the next ones in the browser (and is a link to the next page without script).
import { msg } from '@lingui/core/macro';
import { siteApi } from '@sealens/auth';
import { notFound, pageNumberOf } from '@sealens/community';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { fetchQuestions, type QuestionPage } from './load-questions';
import { QaCommunityPage } from './qa-community-page';
import * as answerDetail from './answer-detail-route';

/** /m/answerDetail/{id?}, lazily loaded with this module (routes.tsx). */
export const answerDetailRoute = { Component: answerDetail.Component, loader: answerDetail.loader, handle: answerDetail.handle };

export interface QaCommunityData {
  /** The page the address names (`?page=N`, 1 without it). */
  pageNum: number;
  /** null when the API could not answer: the page then fetches in the browser, with its retry. */
  first: QuestionPage | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<QaCommunityData> {
  const pageNum = pageNumberOf(new URL(request.url).searchParams.get('page') ?? undefined);
  if (pageNum === undefined) throw notFound();
  let first: QuestionPage;
  try {
    first = await fetchQuestions(loaderApi(context, siteApi), pageNum);
  } catch {
    return { pageNum, first: null };
  }
  if (pageNum > 1 && first.list.length === 0) throw notFound();
  return { pageNum, first };
}

export function Component() {
  const { pageNum, first } = useLoaderData<QaCommunityData>();
  return <QaCommunityPage key={pageNum} first={first} start={pageNum} />;
}

export const handle: RouteHandle = {
  query: ['page'],
  head: ({ i18n, data }) => {
    const pageNum = (data as QaCommunityData | undefined)?.pageNum ?? 1;
    return {
      // The tab's name (spec §2 "knowledge base"), like the page's heading.
      title: pageTitle(pageNum > 1 ? i18n._(msg`Knowledge base, page ${pageNum}`) : i18n._(msg`Knowledge base`)),
      description: i18n._(msg`Questions from sellers, answered by sellers and our team.`),
      canonicalPath: pageNum > 1 ? `/m/QACommunity?page=${pageNum}` : '/m/QACommunity',
    };
  },
};
