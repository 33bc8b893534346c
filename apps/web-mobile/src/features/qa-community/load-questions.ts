import type { ApiClients } from '@sealens/api';
import { siteApi } from '@sealens/auth';
import { fetchQuestionPage, type QuestionPage } from '@sealens/community';
import { DATA_FETCH_MIN_DELAY_MS } from '@sealens/domain';

export type { Question as QuestionSummary, QuestionPage } from '@sealens/community';

/** One page of the Q&A community from the given API (the server's in-process one, or the browser's). */
export function fetchQuestions(api: ApiClients, pageNum: number): Promise<QuestionPage> {
  return fetchQuestionPage(api.main, pageNum);
}

/** A further page in the browser. Waits at least the spec's 200 ms so the loading state never flickers. */
export async function loadQuestions(pageNum: number): Promise<QuestionPage> {
  const [page] = await Promise.all([
    fetchQuestions(siteApi(), pageNum),
    new Promise((resolve) => setTimeout(resolve, DATA_FETCH_MIN_DELAY_MS)),
  ]);
  return page;
}
