// A render worker (render-workers.ts): loads the sites' server entries in a thread of its own and
// renders pages there, so React's work runs on another core than the API and its database. Every
// API call of a page's loaders goes back to the main thread, to the rendering that asked for the
// page (the database, the session checks and the in-process API cache live there alone).
// Built beside main.js (dist/apps/api-server/render-worker.js); imports nothing of the server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

import type { CreateSiteRenderer, SiteRenderer } from '@sealens/domain';

import { inProcessApi } from './in-process-api';
import type { FromWorker, RenderWorkerData, ToWorker, WireAnswer, WireCall } from './render-workers';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (render-workers.ts)');

/** The rendering (its id on the main thread) an API call belongs to. */
const rendering = new AsyncLocalStorage<number>();
const calls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
let lastCall = 0;

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Statuses whose Response may carry no body at all. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function responseOf(answer: WireAnswer): Response {
  const body = NULL_BODY.has(answer.status) ? null : answer.body;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** Calls made in this turn of the event loop, sent together when it ends. */
let batch: { calls: WireCall[]; transfer: ArrayBuffer[] } | null = null;

function sendBatch(): void {
  const sent = batch;
  batch = null;
  if (sent) post({ type: 'api', calls: sent.calls }, sent.transfer);
}

/**
 * A page's loaders start together and each awaits its answers: their calls are gathered until this
 * turn ends (setImmediate runs after every promise job of the turn) and cross in one message, and
 * their answers come back in one (render-workers.ts), instead of a message each way per call.
 */
async function apiFetch(request: Request): Promise<Response> {
  const renderId = rendering.getStore();
  if (renderId === undefined) throw new Error('an API call outside a rendering');
  const callId = ++lastCall;
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Promise<Response>((resolve, reject) => {
    calls.set(callId, { resolve, reject });
    if (!batch) {
      batch = { calls: [], transfer: [] };
      setImmediate(sendBatch);
    }
    batch.calls.push({ renderId, callId, url: request.url, method: request.method, headers: [...request.headers], body });
    if (body) batch.transfer.push(body);
  });
}

async function loadRenderers({ sites, publicAnswerMaxAgeMs }: RenderWorkerData): Promise<Map<string, SiteRenderer>> {
  const renderers = new Map<string, SiteRenderer>();
  // What the API declares public (a visitor's home: 15 of its 25 calls) is kept here too, by the
  // main thread's rules (in-process-api.ts): such a call no longer crosses to the main thread and
  // back (a Request and a Response built on each side, the answer's bytes moved twice).
  const pageApi = publicAnswerMaxAgeMs > 0 ? inProcessApi(apiFetch, { now: Date.now, maxAgeMs: publicAnswerMaxAgeMs }) : apiFetch;
  const errors: Record<string, string> = {};
  for (const site of sites) {
    try {
      const module = (await import(pathToFileURL(site.entryPath).href)) as { createRenderer?: CreateSiteRenderer };
      if (typeof module.createRenderer !== 'function') throw new Error(`${site.entryPath} exports no createRenderer`);
      renderers.set(site.name, module.createRenderer({ template: site.template, apiFetch: pageApi }));
    } catch (error) {
      errors[site.name] = error instanceof Error ? error.message : String(error);
    }
  }
  post({ type: 'ready', errors });
  return renderers;
}

const renderers = loadRenderers(workerData as RenderWorkerData);

async function render(message: Extract<ToWorker, { type: 'render' }>): Promise<void> {
  try {
    const renderer = (await renderers).get(message.site);
    if (!renderer) throw new Error(`no renderer for the ${message.site} site`);
    const request = new Request(message.url, { method: message.method, headers: message.headers });
    const page = await rendering.run(message.id, () => renderer.render(request));
    // Bytes, moved: the main thread sends them as they are (a string would be cloned, then encoded there).
    const body = await page.arrayBuffer();
    post({ type: 'rendered', id: message.id, status: page.status, headers: [...page.headers], body }, [body]);
  } catch (error) {
    post({ type: 'failed', id: message.id, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'render':
      void render(message);
      break;
    case 'api-answers':
      for (const result of message.results) {
        const call = calls.get(result.callId);
        calls.delete(result.callId);
        if ('failed' in result) call?.reject(new Error(result.failed));
        else call?.resolve(responseOf(result));
      }
      break;
  }
});
