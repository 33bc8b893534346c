// The follow star of ranking rows and explanation pages (issue 31 item 1), loaded after the page has
// rendered, with the monitors' catalog part: no workbench page's first load carries the star, the
// member's follow keys or their strings (the workbench page budget). Until then its place is held by
// an empty box of the star's size, so nothing moves when it comes.
import { registerWorkbenchMonitorCatalog } from '@sealens/workbench';
import { createElement, useEffect, useState, type ComponentProps } from 'react';
import type { ItemFollow } from './item-follow';

type ItemFollowComponent = typeof ItemFollow;

let loaded: ItemFollowComponent | undefined;
let loading: Promise<ItemFollowComponent> | undefined;

function loadItemFollow(): Promise<ItemFollowComponent> {
  loading ??= Promise.all([import('./item-follow'), registerWorkbenchMonitorCatalog()]).then(([module]) => (loaded = module.ItemFollow));
  // A failed load (offline) is tried again by the next page.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The follow control once loaded (undefined until then). */
function useLazyItemFollow(): ItemFollowComponent | undefined {
  const [component, setComponent] = useState<ItemFollowComponent | undefined>(() => loaded);
  useEffect(() => {
    if (component) return;
    let live = true;
    loadItemFollow().then(
      (next) => live && setComponent(() => next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [component]);
  return component;
}

/** The star's place while it loads: a row's (24 px) or a page's button (32 px high). */
function FollowPlaceholder({ compact = false }: { compact?: boolean }) {
  return <span aria-hidden="true" className={compact ? 'block size-6' : 'block h-8 w-20'} />;
}

/** The follow control of one item, or its place while it loads. */
export function LazyItemFollow(props: ComponentProps<ItemFollowComponent>) {
  const loadedFollow = useLazyItemFollow();
  return loadedFollow ? createElement(loadedFollow, props) : <FollowPlaceholder compact={props.compact ?? false} />;
}
