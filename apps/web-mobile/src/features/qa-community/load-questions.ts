import type { ApiClients } from '@sealens/api';
import { siteApi } from '@sealens/auth';
import { DATA_FETCH_MIN_DELAY_MS } from '@sealens/domain';

export interface QuestionSummary {
  id: string;
  title: string;
  content?: string;
  nickName?: string;
  createTime?: string;
  replyCount?: number;
}

export interface QuestionPage {
  list: QuestionSummary[];
  total: number;
}

export const QUESTIONS_PAGE_SIZE = 10;

/** One page of the Q&A community from the given API (the server's in-process one, or the browser's). */
export async function fetchQuestions(api: ApiClients, pageNum: number): Promise<QuestionPage> {
  const result = await api.main.GET('/qa/question/list', { params: { query: { pageNum, pageSize: QUESTIONS_PAGE_SIZE } } });
  const body = result.data;
  if (!body || body.code !== 200 || !body.payload) throw new Error(body?.message ?? `HTTP ${result.response.status}`);
  return { list: body.payload.list, total: body.payload.total };
}

/** A further page in the browser. Waits at least the spec's 200 ms so the loading state never flickers. */
export async function loadQuestions(pageNum: number): Promise<QuestionPage> {
  const [page] = await Promise.all([
    fetchQuestions(siteApi(), pageNum),
    new Promise((resolve) => setTimeout(resolve, DATA_FETCH_MIN_DELAY_MS)),
  ]);
  return page;
}
