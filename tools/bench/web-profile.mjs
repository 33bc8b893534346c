// `node tools/bench/web-profile.mjs --origin http://127.0.0.1:4200 --page /m/ [--form mobile] [--runs 1] [--assets dist/apps/web-mobile]`
//
// Where a page's blocking time goes (issue 28): one cold load in the throttled Chromium of
// `bench:web --hydration` (150 ms RTT, 1.6 Mbps, 4x CPU), recorded as a Chromium trace with V8's
// samples. Prints each main-thread task over --min ms (30 by default) with what the trace says it
// ran (module evaluation, timers, layout) and its self time by module and by function. With source
// maps next to the served assets (`vite build --sourcemap --outDir <dir>`, served through
// SEALENS_MOBILE_DIR / SEALENS_DESKTOP_DIR, named by --assets) the frames name their original module
// (react-dom, react-router, libs/ssr/...); without, the minified chunk and function names.
// Timings from a busy machine are stretched (a descheduled slice looks long): read the shape.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, devices } from 'playwright';

const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    page: { type: 'string', default: '/m/' },
    form: { type: 'string' },
    runs: { type: 'string', default: '1' },
    assets: { type: 'string' },
    min: { type: 'string', default: '30' },
    save: { type: 'string' },
  },
});
if (!values.origin) {
  console.error('usage: node tools/bench/web-profile.mjs --origin http://127.0.0.1:4200 --page /m/ [--form mobile|desktop] [--runs 1] [--assets dist/apps/web-mobile] [--min 30] [--save trace-prefix]');
  process.exit(2);
}
const form = values.form ?? (values.page.startsWith('/m') || values.page === '/about' ? 'mobile' : 'desktop');
const minTaskUs = Number(values.min) * 1000;
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading', 'toplevel'];
const SHOWN_EVENTS = new Set(['v8.evaluateModule', 'EvaluateScript', 'RunMicrotasks', 'TimerFire', 'FunctionCall', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'EventDispatch', 'MajorGC', 'MinorGC']);

const maps = new Map();
function sourceMap(scriptUrl) {
  if (!values.assets) return null;
  const name = scriptUrl.split('/').pop();
  if (!maps.has(name)) {
    const path = join(values.assets, 'assets', `${name}.map`);
    maps.set(name, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(name);
}

/** A sampled frame as [function, module], the module original where a source map says. */
function frameName(frame) {
  if (!frame.url) return [frame.functionName || '(program)', '(native)'];
  const map = sourceMap(frame.url);
  if (map && frame.lineNumber >= 0) {
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (position.source) return [position.name || frame.functionName || '(anonymous)', position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')];
  }
  return [frame.functionName || '(anonymous)', frame.url.split('/').pop()];
}

async function record(browser) {
  const context = await browser.newContext(form === 'mobile' ? { ...devices['Pixel 5'] } : { viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latency, downloadThroughput: SLOW_PHONE.downloadThroughput, uploadThroughput: SLOW_PHONE.uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${values.origin}${values.page}`, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('html[data-started]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(2500);
    return await browser.stopTracing();
  } finally {
    await context.close();
  }
}

function analyse(events) {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const pid = fcpEvent.pid;
  const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').tid;
  const navigationStart = events.find((e) => e.pid === pid && e.name === 'navigationStart').ts;
  const at = (ts) => Math.round((ts - navigationStart) / 1000);

  const nodes = new Map();
  const parentOf = new Map();
  const samples = [];
  let clock = null;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') clock = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile, timeDeltas } = e.args.data;
    for (const node of cpuProfile?.nodes ?? []) {
      nodes.set(node.id, node);
      for (const child of node.children ?? []) parentOf.set(child, node.id);
      if (node.parent !== undefined) parentOf.set(node.id, node.parent);
    }
    (cpuProfile?.samples ?? []).forEach((id, i) => {
      clock += timeDeltas[i];
      samples.push([clock, id]);
    });
  }

  const mainTasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur >= minTaskUs);
  console.log(`FCP at ${at(fcpEvent.ts)} ms; main-thread tasks of ${values.min} ms or more:`);
  for (const task of mainTasks) {
    const end = task.ts + task.dur;
    const inside = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e.dur >= 2000 && SHOWN_EVENTS.has(e.name));
    const shown = inside.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${Math.round(e.dur / 1000)}`);
    console.log(`@${at(task.ts)} ${Math.round(task.dur / 1000)} ms${task.ts < fcpEvent.ts ? ' (before FCP)' : ''}: ${shown.join(', ')}`);
    const byModule = new Map();
    const byFunction = new Map();
    const within = samples.filter(([ts]) => ts >= task.ts && ts <= end);
    within.forEach(([ts, id], i) => {
      const node = nodes.get(id);
      if (!node) return;
      const ms = ((within[i + 1]?.[0] ?? ts) - ts) / 1000;
      const [fn, module] = frameName(node.callFrame);
      byModule.set(module, (byModule.get(module) ?? 0) + ms);
      byFunction.set(`${fn} ${module}`, (byFunction.get(`${fn} ${module}`) ?? 0) + ms);
    });
    const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join('; ');
    if (within.length) {
      console.log(`    self by module: ${top(byModule)}`);
      console.log(`    self by function: ${top(byFunction)}`);
    }
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const trace = await record(browser);
    if (values.save) writeFileSync(`${values.save}-${run}.json`, trace);
    console.log(`${values.page} (${form}), run ${run + 1}:`);
    analyse(JSON.parse(trace.toString()).traceEvents);
  }
} finally {
  await browser.close();
}
