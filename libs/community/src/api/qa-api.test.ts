import { createApiClients, createApiEvents } from '@sealens/api';
import { describe, expect, it, vi } from 'vitest';
import { fetchQuestion, pageNumberOf, postReply, QaCallError, questionIdOf, removeQuestion, saveQuestion } from './qa-api';

function clients(answer: (request: Request) => Response | Promise<Response>) {
  const fetch = vi.fn(async (request: Request) => answer(request));
  const api = createApiClients({ basePath: 'http://x/api', fetch, getToken: () => 'tok', getAntiRiskToken: () => '', events: createApiEvents() });
  return { main: api.main, fetch };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Q&A calls', () => {
  it('reads page numbers and ids from the URL, refusing what cannot be one', () => {
    expect(pageNumberOf(undefined)).toBe(1);
    expect(pageNumberOf('3')).toBe(3);
    for (const bad of ['0', '-1', 'x', '1.5', '01']) expect(pageNumberOf(bad)).toBeUndefined();
    expect(questionIdOf('12')).toBe('12');
    expect(questionIdOf('abc')).toBeUndefined();
    expect(questionIdOf(undefined)).toBeUndefined();
  });

  it('answers null for an unknown question, the question otherwise', async () => {
    const { main } = clients((r) => json(new URL(r.url).searchParams.get('id') === '1' ? { code: 200, message: 'ok', payload: { id: '1', title: 'Q' } } : { code: 404, message: 'not found' }));
    expect(await fetchQuestion(main, '1')).toEqual({ id: '1', title: 'Q' });
    expect(await fetchQuestion(main, '2')).toBeNull();
  });

  it('saves and replies with the bearer token and control header (spec §6); removes with the API key', async () => {
    const { main, fetch } = clients(() => json({ code: 200, message: 'ok', payload: { id: '3', title: 't', questionId: '1', content: 'c' } }));
    await saveQuestion(main, { title: ' t ', content: ' c ', imgUrls: [] });
    let request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get('X-Client-Control')).toBe('1');
    expect(await request.json()).toEqual({ title: 't', content: 'c', imgUrls: [] });
    await postReply(main, '1', 'c');
    request = fetch.mock.calls[1]?.[0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    await removeQuestion(main, '3');
    request = fetch.mock.calls[2]?.[0] as Request;
    expect(request.headers.get('X-Api-Key')).toBeTruthy();
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('turns refusals into reasons the forms explain', async () => {
    const { main } = clients(() => json({ code: 403, message: 'not yours' }));
    await expect(removeQuestion(main, '3')).rejects.toMatchObject({ failure: 'forbidden' });
    const unauthorised = clients(() => json({ code: 401, message: 'please log in again' }, 401));
    await expect(postReply(unauthorised.main, '1', 'x')).rejects.toBeInstanceOf(QaCallError);
    await expect(postReply(unauthorised.main, '1', 'x')).rejects.toMatchObject({ failure: 'login' });
    const offline = clients(() => Promise.reject(new TypeError('fetch failed')));
    await expect(postReply(offline.main, '1', 'x')).rejects.toMatchObject({ failure: 'failed' });
  });
});
