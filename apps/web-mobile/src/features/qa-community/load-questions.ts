import { DATA_FETCH_MIN_DELAY_MS } from '@sealens/domain';
import { siteApi } from '@sealens/auth';

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

/** One page of the Q&A community. Waits at least the spec's 200 ms so the loading state never flickers. */
export async function loadQuestions(pageNum: number): Promise<QuestionPage> {
  const [result] = await Promise.all([
    siteApi().main.GET('/qa/question/list', { params: { query: { pageNum, pageSize: QUESTIONS_PAGE_SIZE } } }),
    new Promise((resolve) => setTimeout(resolve, DATA_FETCH_MIN_DELAY_MS)),
  ]);
  const body = result.data;
  if (!body || body.code !== 200 || !body.payload) throw new Error(body?.message ?? `HTTP ${result.response.status}`);
  return { list: body.payload.list, total: body.payload.total };
}
