// A part of a server-rendered page below the fold. The server renders it whole (its HTML is in the
// first paint, links in it work); in the browser it stays that HTML until it comes near the
// viewport, and only then hydrates, in its own small tasks. On a phone, hydrating a whole long page
// at start was most of its blocking time (issue 9). Pages rendered in the browser (static hosting,
// client navigation) render it at once.
//
// How: during the first hydration, a Suspense boundary whose content suspends keeps the server's
// HTML and is hydrated when the content stops suspending. The content here suspends on a promise
// kept per boundary (`use`), resolved when the boundary's element comes near (whenNear).
import { whenNear } from '@sealens/ui';
import { Suspense, use, useId, type ReactNode } from 'react';

/** How near the viewport the part must come to be hydrated. */
export const HYDRATE_MARGIN = '300px';

const ATTRIBUTE = 'data-hydrate-when-visible';

/** A promise React's `use` reads without suspending once it is settled. */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined; open: () => void };

let hydrating = false;
const gates = new Map<string, Gate>();

/**
 * The first hydration starts (startSite): parts below the fold wait until they are near, or until
 * the reader first touches or types anywhere: whatever they do next (open the language menu, log
 * in) may change what those parts show, and an update reaching a part still waiting would make
 * React throw its server HTML away.
 */
export function beginInitialHydration(): void {
  hydrating = true;
  gates.clear();
  for (const type of ['pointerdown', 'keydown'] as const) document.addEventListener(type, releaseDeferredHydration, { capture: true, once: true });
}

/** The first hydration is committed: parts rendered from now on (client navigation) render at once. */
export function endInitialHydration(): void {
  hydrating = false;
}

/** Hydrates every part still waiting, now (before anything changes what the server rendered). */
export function releaseDeferredHydration(): void {
  for (const gate of gates.values()) gate.open();
}

function gateOf(id: string): Gate {
  const existing = gates.get(id);
  if (existing) return existing;
  let resolve: (() => void) | undefined;
  const gate = new Promise<void>((r) => (resolve = r)) as Gate;
  let stopWatching: (() => void) | undefined;
  let opened = false;
  gate.open = () => {
    // Not `gate.status`: React marks a promise it waits on 'pending'.
    if (opened) return;
    opened = true;
    stopWatching?.();
    // Marked settled at once (React reads `status`), so a render started in this task proceeds.
    gate.status = 'fulfilled';
    gate.value = undefined;
    resolve?.();
  };
  gates.set(id, gate);
  const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (element) stopWatching = whenNear(element, HYDRATE_MARGIN, gate.open);
  else gate.open();
  return gate;
}

function WaitUntilNear({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && typeof document !== 'undefined') use<void>(gateOf(id) as Promise<void>);
  return children;
}

export function HydrateWhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      <Suspense fallback={null}>
        <WaitUntilNear id={id}>{children}</WaitUntilNear>
      </Suspense>
    </div>
  );
}
