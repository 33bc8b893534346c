import { chromium, devices } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ ...devices['Pixel 7'] });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await page.addInitScript(() => {
  window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(process.argv[2] ?? 'http://127.0.0.1:4890/m/', { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const tasks = await page.evaluate(() => window.__tasks);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// timestamps of samples (µs, profile clock)
let t = profile.startTime;
const times = profile.timeDeltas.map((d) => (t += d));
// Find long tasks by gaps: group consecutive non-idle samples
const stackOf = (id) => { const s = []; for (let x = id; x; x = parent.get(x)) s.push(byId.get(x).callFrame.functionName || '(anon)'); return s.reverse(); };
let groups = []; let cur = null;
profile.samples.forEach((id, i) => {
  const name = byId.get(id).callFrame.functionName;
  const idle = name === '(idle)';
  if (idle) { if (cur) { groups.push(cur); cur = null; } return; }
  if (!cur) cur = { start: times[i], end: times[i], samples: [] };
  cur.end = times[i]; cur.samples.push(id);
});
if (cur) groups.push(cur);
groups = groups.filter((g) => g.end - g.start > 50_000).sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 5);
console.log('long tasks (observer):', tasks.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' '));
for (const g of groups) {
  console.log(`--- busy ${Math.round((g.end - g.start) / 1000)} ms at ${Math.round((g.start - profile.startTime) / 1000)}`);
  const agg = new Map();
  for (const id of g.samples) { const full = stackOf(id); const i = full.indexOf('renderWithHooks'); const st = i >= 0 ? full.slice(i - 1, i + 2).join(' > ') : full.filter(n => !n.startsWith('(')).slice(-4).join(' > '); agg.set(st, (agg.get(st) ?? 0) + 1); }
  const roots = new Map();
  for (const id of g.samples) { const full = stackOf(id); const j = full.indexOf('flushSyncWorkAcrossRoots_impl'); if (j >= 0) { const k = full.indexOf('renderWithHooks'); if (k >= 0) { const st = full[k + 1]; roots.set(st, (roots.get(st) ?? 0) + 1); } } }
  console.log('  components rendered in the sync pass:', [...roots.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k}:${v}`).join(' '));
  for (const [k, v] of [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(String(v).padStart(5), k.slice(0, 400));
}
await browser.close();
