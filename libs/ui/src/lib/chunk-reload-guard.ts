import { reloadAfterChunkError } from '@sealens/domain';

/** Reloads the page after a failed chunk load, at most once per 60 s (spec §4). */
export function reloadOnceForChunkError(): boolean {
  return reloadAfterChunkError({
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  });
}

/** Vite raises `vite:preloadError` when a lazily loaded chunk or its CSS fails to load. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
