// One server rendering of a page asks the API in process many times (a member's home ~20 calls), and
// each call checked the same session again: two database reads a call. Within one rendering such an
// answer cannot change in any way the page could show, so the rendering holds a scope in which the
// API keeps answers that are the same for every call of that rendering (memoInRender). Outside a
// rendering (every client's own API call) nothing is kept, and the scope closes when its page is done:
// work a rendering started that outlives it (a timer, a background import) keeps nothing.
import { AsyncLocalStorage } from 'node:async_hooks';

interface RenderScope {
  open: boolean;
  answers: Map<string, Promise<unknown>>;
}

const scopes = new AsyncLocalStorage<RenderScope>();

/** Runs one page's rendering in a scope of its own, closed when it settles. */
export async function inRenderScope<T>(render: () => Promise<T>): Promise<T> {
  const scope: RenderScope = { open: true, answers: new Map() };
  try {
    return await scopes.run(scope, render);
  } finally {
    scope.open = false;
    scope.answers.clear();
  }
}

/**
 * `compute()` once per rendering for `key` (a failure too: the rendering's other calls would fail
 * the same way); outside a rendering, every time. The key must name everything the answer depends on.
 */
export function memoInRender<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope?.open) return compute();
  let answer = scope.answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = compute();
    scope.answers.set(key, answer);
  }
  return answer;
}
