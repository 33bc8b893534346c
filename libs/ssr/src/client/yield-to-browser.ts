// Ends the current task so the browser can paint and answer input before the rest runs. Profiled on
// a 4x-throttled phone (issue 28), the page's start ran in one task with the first load's module
// evaluation: the route modules' preload links, the router's creation and React's event listeners
// added 50-100 ms to what was already the page's longest task (startSite splits it).

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it (the rest keeps its place in line), else a timer. */
export function yieldToBrowser(scope: { scheduler?: Partial<YieldingScheduler> } = globalThis as never): Promise<void> {
  const scheduler = scope.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield.call(scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
