// The Q&A community's pages for sitemap.xml (issue 15): every list page of /QACommunity/{page} and
// every question on both sites, read through the API in process like the pages' own loaders.
import { QA_LIST_PAGE_SIZE, type InProcessFetch } from '@sealens/domain';

/** Questions read per API call, and the most calls one sitemap makes (5,000 questions). */
const BATCH = 100;
const MAX_BATCHES = 50;

interface QuestionPageBody {
  code?: number;
  payload?: { total?: number; list?: { id?: string }[] };
}

export async function qaSitemapPaths(api: InProcessFetch, origin: string): Promise<string[]> {
  const ids: string[] = [];
  let total = 0;
  for (let pageNum = 1; pageNum <= MAX_BATCHES; pageNum++) {
    const response = await api(new Request(`${origin}/api/qa/question/list?pageNum=${pageNum}&pageSize=${BATCH}`));
    const body = (await response.json()) as QuestionPageBody;
    if (body.code !== 200 || !body.payload) throw new Error(`question list answered ${body.code ?? response.status}`);
    total = body.payload.total ?? 0;
    const list = body.payload.list ?? [];
    for (const question of list) if (question.id) ids.push(question.id);
    if (list.length < BATCH || ids.length >= total) break;
  }
  const pages = Math.max(1, Math.ceil(total / QA_LIST_PAGE_SIZE));
  return [
    '/QACommunity',
    ...Array.from({ length: pages - 1 }, (_, i) => `/QACommunity/${i + 2}`),
    ...ids.map((id) => `/answerDetail/${id}`),
    ...ids.map((id) => `/m/answerDetail/${id}`),
  ];
}
