// The Q&A community's calls (openapi/main.yaml, tag qa), over the typed main client. The route
// loaders (server and browser) and the members' actions share them. The client's middleware adds
// the bearer token and control header, or the API key, to the calls spec §6 names.
import type { ApiClients, MainComponents } from '@sealens/api';
import { QA_LIST_PAGE_SIZE } from '@sealens/domain';

export type QaApi = ApiClients['main'];
export type Question = MainComponents['schemas']['Question'];
export type Reply = MainComponents['schemas']['Reply'];

export interface QuestionPage {
  list: Question[];
  total: number;
}

/**
 * Why a call failed, as the forms explain it: `login` (no session: the login dialog), `forbidden`
 * (not the caller's own), `notFound` (gone meanwhile), `invalid` (the server refused the input),
 * `failed` (network, timeout, server error).
 */
export type QaFailure = 'login' | 'forbidden' | 'notFound' | 'invalid' | 'failed';

export class QaCallError extends Error {
  constructor(
    readonly failure: QaFailure,
    message: string,
  ) {
    super(message);
    this.name = 'QaCallError';
  }
}

interface Answer<T> {
  data?: { code?: number; message?: string; payload?: T };
  response: Response;
}

function failureOf(status: number, code: number | undefined): QaFailure {
  if (status === 401 || code === 401) return 'login';
  if (code === 403) return 'forbidden';
  if (code === 404) return 'notFound';
  if (code === 400) return 'invalid';
  return 'failed';
}

/** The payload of a code-200 answer, else a QaCallError saying why. */
async function payloadOf<T>(call: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await call;
  } catch (error) {
    throw new QaCallError('failed', error instanceof Error ? error.message : String(error));
  }
  const body = result.data;
  if (!result.response.ok || !body || body.code !== 200) {
    throw new QaCallError(failureOf(result.response.status, body?.code), body?.message ?? `HTTP ${result.response.status}`);
  }
  return body.payload as T;
}

/** A list page number from the URL: 1 when absent, undefined when it is not a page number. */
export function pageNumberOf(segment: string | undefined): number | undefined {
  if (segment === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(segment)) return undefined;
  return Number(segment);
}

/** A question id from the URL, or undefined when it cannot be one (the page then answers 404). */
export function questionIdOf(segment: string | undefined): string | undefined {
  return segment !== undefined && /^\d{1,9}$/.test(segment) ? segment : undefined;
}

export async function fetchQuestionPage(api: QaApi, pageNum: number, pageSize = QA_LIST_PAGE_SIZE): Promise<QuestionPage> {
  const page = await payloadOf(api.GET('/qa/question/list', { params: { query: { pageNum, pageSize } } }));
  if (!page) throw new QaCallError('failed', 'no payload');
  return { list: page.list, total: page.total };
}

/** The question with its replies, or null when there is none with this id. */
export async function fetchQuestion(api: QaApi, id: string): Promise<Question | null> {
  try {
    const question = await payloadOf(api.GET('/qa/question/detail', { params: { query: { id } } }));
    if (!question) throw new QaCallError('failed', 'no payload');
    return question;
  } catch (error) {
    if (error instanceof QaCallError && error.failure === 'notFound') return null;
    throw error;
  }
}

/** The signed-in member's questions and the questions they replied to. */
export async function fetchPublishRecord(api: QaApi, pageNum: number, pageSize = QA_LIST_PAGE_SIZE): Promise<QuestionPage> {
  const page = await payloadOf(api.GET('/qa/publishRecord', { params: { query: { pageNum, pageSize } } }));
  if (!page) throw new QaCallError('failed', 'no payload');
  return { list: page.list, total: page.total };
}

export interface QuestionDraft {
  title: string;
  content: string;
  imgUrls: string[];
}

/** Asks a question, or (with `id`) updates one of the member's own. */
export async function saveQuestion(api: QaApi, draft: QuestionDraft, id?: string): Promise<Question> {
  const body = { title: draft.title.trim(), content: draft.content.trim(), imgUrls: draft.imgUrls, ...(id ? { id } : {}) };
  const saved = await payloadOf(api.POST('/qa/question/save', { body }));
  if (!saved) throw new QaCallError('failed', 'no payload');
  return saved;
}

export async function postReply(api: QaApi, questionId: string, content: string): Promise<Reply> {
  const reply = await payloadOf(api.POST('/qa/reply', { body: { questionId, content: content.trim() } }));
  if (!reply) throw new QaCallError('failed', 'no payload');
  return reply;
}

export async function removeQuestion(api: QaApi, id: string): Promise<void> {
  await payloadOf(api.POST('/qa/question/remove', { body: { id } }));
}

export async function removeReply(api: QaApi, id: string): Promise<void> {
  await payloadOf(api.POST('/qa/reply/remove', { body: { id } }));
}

/** Uploads one picture through the upload call (spec §7); answers the stored image's URL. */
export async function uploadImage(api: QaApi, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const stored = await payloadOf(
    api.POST('/file/imgeUpload', {
      // The generated type says a string field; the wire takes the multipart form as it is.
      body: form as unknown as { file: string },
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
  if (!stored?.url) throw new QaCallError('failed', 'no url');
  return stored.url;
}
