import createClient, { type Middleware } from 'openapi-fetch';
import type { LoosePaths } from '../loose-paths';

// Test-only helpers: a custom fetch that answers with real Response objects and records every
// Request it saw, so middleware is exercised through the real openapi-fetch pipeline (no network).

export type Responder = (request: Request) => Response | Promise<Response>;

export interface RecordingFetch {
  (request: Request): Promise<Response>;
  readonly requests: Request[];
}

export function recordingFetch(responder: Responder = () => json({ code: 200, message: 'ok' })): RecordingFetch {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return responder(request);
  };
  return Object.assign(fetch, { requests });
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function html(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, ...init, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** A loosely typed client (any path) with the given middleware, talking to `fetch`. */
export function testClient(fetch: RecordingFetch, ...middleware: Middleware[]) {
  const client = createClient<LoosePaths>({ baseUrl: 'http://sealens.test/api', fetch, credentials: 'include' });
  client.use(...middleware);
  return client;
}
