import { reloadAfterChunkError } from '@sealens/domain';

/** Reloads the page after a failed chunk load, at most once per 60 s (spec §4). */
export function reloadOnceForChunkError(): boolean {
  return reloadAfterChunkError({
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  });
}

export interface ChunkErrorDeps {
  online(): boolean;
  reloadOnce(): boolean;
}

const browserDeps: ChunkErrorDeps = { online: () => navigator.onLine, reloadOnce: reloadOnceForChunkError };

/**
 * A chunk failed to load. After a deploy (online) the page reloads into the new build, once a
 * minute at most. Offline a reload cannot load the page either: it would only swap the reader's page
 * for the browser's own offline page, so the failed import goes to its caller instead (a held
 * navigation, a part that tries again at the next contact).
 */
export function onChunkLoadFailed(event: Event, deps: ChunkErrorDeps = browserDeps): void {
  if (!deps.online()) return;
  if (deps.reloadOnce()) event.preventDefault();
}

/** Vite raises `vite:preloadError` when a lazily loaded chunk or its CSS fails to load. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => onChunkLoadFailed(event));
}
