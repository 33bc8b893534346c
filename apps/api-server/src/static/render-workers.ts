// Server rendering on more than one core (issue 28 item 1). React's render of a page, its loaders'
// work on the answers and the hydration data cost about half of an uncached page's CPU; the other
// half is the API itself and its database. PGlite lives in this process alone (one WebAssembly
// instance, one data folder), so the API stays here and the rendering moves to worker threads
// (render-worker.ts): each loads the sites' server entries, renders the pages it is given and sends
// the API calls of a page back here, those its loaders start together in one message answered in one
// (~80 µs of messaging each way), where each runs in the scope of the rendering that asked for it
// (one session check per page, memoInRender), through the same in-process API as before. Bodies
// cross as moved bytes, the page too: nothing is cloned as a string and encoded again.
import { availableParallelism } from 'node:os';
import { AsyncResource } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';

import type { InProcessFetch, SiteRenderer } from '@sealens/domain';

export type SiteName = 'desktop' | 'mobile';

export interface RenderWorkerData {
  sites: { name: SiteName; entryPath: string; template: string }[];
  /**
   * How long a worker keeps an answer the API declares public (in-process-api.ts), at most: a
   * visitor's page's own lifetime, as the main thread's in-process API. 0: nothing is kept there.
   */
  publicAnswerMaxAgeMs: number;
}

/** An answer as it crosses between threads (its body moved, not copied). */
export interface WireAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** One API call of a rendering, as the worker sends it. */
export interface WireCall {
  renderId: number;
  callId: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type WireResult = { callId: number } & (WireAnswer | { failed: string });

export type ToWorker =
  | { type: 'render'; id: number; site: SiteName; url: string; method: string; headers: [string, string][] }
  // The answers of one batch of calls, together.
  | { type: 'api-answers'; results: WireResult[] };

export type FromWorker =
  | { type: 'ready'; errors: Partial<Record<SiteName, string>> }
  // The API calls a worker's pages made in one turn of its event loop (a page's loaders start together).
  | { type: 'api'; calls: WireCall[] }
  // The page's bytes, moved to this thread: never decoded into a string and cloned again.
  | { type: 'rendered'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'failed'; id: number; message: string };

/**
 * SEALENS_RENDER_WORKERS: render threads beside the main one. Default: one less than the machine's
 * cores (the main thread keeps the API and the database busy), at least one; `0` renders in the
 * main thread as before.
 */
export function readRenderWorkers(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const raw = env['SEALENS_RENDER_WORKERS']?.trim();
  if (!raw) return Math.max(1, cores - 1);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new Error(`SEALENS_RENDER_WORKERS must be a whole number from 0 to 64 (got ${raw})`);
  return n;
}

/** The worker script beside this module: render-worker.js in the build, render-worker.ts under tsx. */
export function defaultWorkerUrl(moduleUrl: string = import.meta.url): URL {
  return new URL(moduleUrl.endsWith('.ts') ? './render-worker.ts' : './render-worker.js', moduleUrl);
}

interface Slot {
  worker: Worker;
  inFlight: number;
}

interface PendingRender {
  slot: Slot;
  resolve: (page: Response) => void;
  reject: (error: Error) => void;
  /** The API as this rendering reaches it, bound to the rendering's async scope. */
  apiFetch: InProcessFetch;
}

export interface RenderPoolOptions {
  sites: RenderWorkerData['sites'];
  size: number;
  /** RenderWorkerData's: 0 (nothing kept in the workers) when absent. */
  publicAnswerMaxAgeMs?: number;
  /** render-worker.js beside the build's main.js; a `.ts` file is run through tsx. */
  workerUrl?: URL;
  /** Each worker's V8 old-space cap in MB. */
  maxOldSpaceMb?: number;
  log?: (message: string) => void;
}

/** A worker's heap cap (V8 old space, MB): the sites' code and catalogs and the pages in flight. */
export const RENDER_WORKER_OLD_SPACE_MB = 192;

/** Statuses whose Response may carry no body at all. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, PendingRender>();
  private lastRender = 0;
  private closing = false;
  /** Pages rendered and API round trips (one batch of calls and its answers) since the start. */
  readonly counts = { rendered: 0, apiRoundTrips: 0, apiCalls: 0 };

  private constructor(private readonly options: RenderPoolOptions) {}

  /** Starts `size` workers and waits until each loaded the sites; `errors` names a site none could load. */
  static async start(options: RenderPoolOptions): Promise<{ pool: RenderPool; errors: Partial<Record<SiteName, string>> }> {
    const pool = new RenderPool(options);
    const ready = await Promise.all(Array.from({ length: options.size }, () => pool.spawn()));
    return { pool, errors: ready[0] ?? {} };
  }

  get workers(): number {
    return this.slots.length;
  }

  /** A SiteRenderer whose pages render in the workers, their API calls answered by `apiFetch` here. */
  renderer(site: SiteName, apiFetch: InProcessFetch): SiteRenderer {
    return {
      render: (request) => {
        const slot = this.slots.reduce<Slot | undefined>((best, s) => (!best || s.inFlight < best.inFlight ? s : best), undefined);
        if (!slot) return Promise.reject(new Error('no render worker is running'));
        const id = ++this.lastRender;
        return new Promise<Response>((resolve, reject) => {
          // Bound here, in the caller's scope: the worker's API calls arrive as messages, outside it.
          this.pending.set(id, { slot, resolve, reject, apiFetch: AsyncResource.bind((r: Request) => apiFetch(r)) });
          slot.inFlight += 1;
          slot.worker.postMessage({ type: 'render', id, site, url: request.url, method: request.method, headers: [...request.headers] } satisfies ToWorker);
        });
      },
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Promise<Partial<Record<SiteName, string>>> {
    const { options } = this;
    const url = options.workerUrl ?? defaultWorkerUrl();
    const settings = {
      workerData: { sites: options.sites, publicAnswerMaxAgeMs: options.publicAnswerMaxAgeMs ?? 0 } satisfies RenderWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldSpaceMb ?? RENDER_WORKER_OLD_SPACE_MB },
    };
    // The TypeScript worker (`npm run dev`, tests) through tsx's loader: Node 20 applies no `--import`
    // hook to a worker's own entry, so a bootstrap registers it first.
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`, { ...settings, eval: true })
      : new Worker(url, settings);
    const slot: Slot = { worker, inFlight: 0 };
    this.slots.push(slot);
    return new Promise((resolve, reject) => {
      let started = false;
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          started = true;
          resolve(message.errors);
        } else this.onMessage(slot, message);
      });
      worker.on('error', (error) => {
        (options.log ?? console.error)(`[ssr] a render worker failed: ${error.message}`);
        if (!started) reject(error);
      });
      worker.on('exit', () => {
        this.slots.splice(this.slots.indexOf(slot), 1);
        // Its pages are served as the client shell by the caller; the next pages go to a new worker.
        for (const [id, render] of this.pending) {
          if (render.slot !== slot) continue;
          this.pending.delete(id);
          render.reject(new Error('the render worker stopped'));
        }
        if (!started) reject(new Error('a render worker stopped before it was ready'));
        else if (!this.closing) void this.spawn().catch(() => undefined);
      });
    });
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    switch (message.type) {
      case 'api':
        void this.answerApi(slot, message.calls);
        break;
      case 'rendered':
      case 'failed': {
        const render = this.pending.get(message.id);
        if (!render) return;
        this.pending.delete(message.id);
        slot.inFlight -= 1;
        if (message.type === 'failed') render.reject(new Error(message.message));
        else {
          this.counts.rendered += 1;
          render.resolve(new Response(NULL_BODY.has(message.status) || message.body.byteLength === 0 ? null : message.body, { status: message.status, headers: message.headers }));
        }
        break;
      }
    }
  }

  /** Runs a batch's calls at once, each in its rendering's scope, and sends their answers in one message. */
  private async answerApi(slot: Slot, calls: WireCall[]): Promise<void> {
    this.counts.apiRoundTrips += 1;
    this.counts.apiCalls += calls.length;
    const results = await Promise.all(
      calls.map(async (call): Promise<WireResult> => {
        const render = this.pending.get(call.renderId);
        try {
          if (!render) throw new Error('the rendering that made this API call is over');
          const response = await render.apiFetch(new Request(call.url, { method: call.method, headers: call.headers, body: call.body }));
          return { callId: call.callId, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
        } catch (error) {
          return { callId: call.callId, failed: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const bodies = results.flatMap((result) => ('body' in result ? [result.body] : []));
    slot.worker.postMessage({ type: 'api-answers', results } satisfies ToWorker, bodies);
  }
}
