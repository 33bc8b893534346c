// The envelope of every call (DESIGN §4: `{ code, message, payload? }`), read the same way by each
// feature of this lib: a network failure or an HTTP error becomes `code: 0` (nothing was decided).
export interface Answer<T> {
  code: number;
  message: string;
  payload?: T;
}

interface FetchResult {
  data?: unknown;
  response: Response;
}

export async function answerOf<T>(call: Promise<FetchResult>): Promise<Answer<T>> {
  let result: FetchResult;
  try {
    result = await call;
  } catch (error) {
    return { code: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const body = result.data as Partial<Answer<T>> | undefined;
  if (!result.response.ok || !body || typeof body.code !== 'number') return { code: result.response.status === 401 ? 401 : 0, message: `HTTP ${result.response.status}` };
  return { code: body.code, message: body.message ?? '', ...(body.payload !== undefined ? { payload: body.payload } : {}) };
}
