// What the route table imports for the workbench: a step of its own. Every file a lazily loaded
// route imports is named in the first load's preload lists, which every public page downloads; the
// workbench's ~40 files cost them ~0.5 KB gzip there. Behind this step they are named here instead,
// and load together (in parallel) when a workbench page is opened.
export async function loadShell() {
  const { catalogReady, ...route } = await import('./shell/workbench-shell-route');
  // Nothing of the workbench renders before its messages are there.
  await catalogReady();
  return route;
}

export async function loadPage() {
  const route = await import('./workbench-page-route');
  // On the first load of a workbench page, its kind's chunk too, so it hydrates at once; later
  // navigations load a kind in the route's loader.
  if (typeof window !== 'undefined') await route.preloadKindOfLocation(window.location.pathname);
  return route;
}
