// Route module of /m/QACommunity: the first page of questions comes from the loader, so the
// server's HTML holds the real questions; further pages load in the browser.
import { msg } from '@lingui/core/macro';
import { siteApi } from '@sealens/auth';
import { loaderApi, type RouteHandle } from '@sealens/ssr';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageTitle } from '../../app/site-head';
import { fetchQuestions, type QuestionPage } from './load-questions';
import { QaCommunityPage } from './qa-community-page';
import * as answerDetail from './answer-detail-route';

/** /m/answerDetail/{id?}, lazily loaded with this module (routes.tsx). */
export const answerDetailRoute = { Component: answerDetail.Component, loader: answerDetail.loader, handle: answerDetail.handle };

export interface QaCommunityData {
  /** null when the API could not answer: the page then fetches in the browser, with its retry. */
  first: QuestionPage | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<QaCommunityData> {
  try {
    return { first: await fetchQuestions(loaderApi(context, siteApi), 1) };
  } catch {
    return { first: null };
  }
}

export function Component() {
  const { first } = useLoaderData<QaCommunityData>();
  return <QaCommunityPage first={first} />;
}

export const handle: RouteHandle = {
  head: ({ i18n }) => ({
    title: pageTitle(i18n._(msg`Q&A community`)),
    description: i18n._(msg`Questions from sellers, answered by sellers and our team.`),
  }),
};
