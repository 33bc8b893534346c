// Route loaders both sites share: the server renders with its in-process API, the browser (client
// navigation) with the site's own. An id that is no question answers the not-found page, HTTP 404.
import { siteApi } from '@sealens/auth';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchQuestion, fetchQuestionPage, pageNumberOf, questionIdOf, type Question, type QuestionPage } from './qa-api';

export function notFound(): Response {
  return new Response('not found', { status: 404, statusText: 'Not Found' });
}

export interface QuestionDetailData {
  question: Question;
}

/** /answerDetail/{id}: the question with its answers, or 404. A failed call is the error page (500). */
export async function questionDetailLoader({ params, context }: LoaderFunctionArgs): Promise<QuestionDetailData> {
  const id = questionIdOf(params['id']);
  if (!id) throw notFound();
  const question = await fetchQuestion(loaderApi(context, siteApi).main, id);
  if (!question) throw notFound();
  return { question };
}

export interface QuestionListData {
  pageNum: number;
  /** null when the API could not answer: the page then fetches in the browser, with its retry. */
  page: QuestionPage | null;
}

/** /QACommunity/{page}: that page of questions; 404 for a page that is not a number or past the last. */
export async function questionListLoader({ params, context }: LoaderFunctionArgs): Promise<QuestionListData> {
  const pageNum = pageNumberOf(params['page']);
  if (pageNum === undefined) throw notFound();
  let page: QuestionPage | null;
  try {
    page = await fetchQuestionPage(loaderApi(context, siteApi).main, pageNum);
  } catch {
    return { pageNum, page: null };
  }
  if (pageNum > 1 && page.list.length === 0) throw notFound();
  return { pageNum, page };
}
