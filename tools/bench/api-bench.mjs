// `npm run bench:api [-- --seconds N --concurrency N --page-concurrency N --build --account A --password P]`
// `npm run bench:api -- --export [--runs N --build]`: the workbench export instead (export-bench.mjs)
// `npm run bench:api -- --pages`: only the server-rendered pages (issue 28 item 1): the visitor's cached
// `/` and `/m/`, an uncached `/` (a new `search` value each time: the only query `/` renders by), and a
// member's `/` and workbench ranking page (never cached), each at concurrency 1 (the server time of one
// render) and at --page-concurrency (pages per second). The member's ranking page twice: the same view
// each time (`member ranking`: its /ranking answer repeats, kept by the server after the first), and a
// distinct query each time (`member ranking distinct`: every answer read cold).
// `--only TEXT`: only the scenarios whose name holds TEXT (`--pages --only ranking`).
// `--dist DIR`: serve the builds of DIR/apps (a copy of dist/ taken before other work rebuilds it) instead
// of dist/; `--cpu-prof DIR`: the server writes a V8 CPU profile of the whole run into DIR when it stops.
// `--warmup N` (default 2): each scenario runs N seconds unmeasured first (the JIT's first compiles of a
// page's code would otherwise count in whichever scenario runs first, `--only` changing which).
// `--data-dir DIR`: the server's data folder is DIR and is kept afterwards: a later run on the same
// folder starts on the market it imported (a fresh folder's import takes 3-12 minutes on 2 cores).
//
// A bounded load test of the reference server on loopback: starts the built server
// (dist/apps/api-server/main.js; built first when missing or with --build) on a free 127.0.0.1 port
// with a throwaway PGlite data folder in the OS temp dir (or --data-dir's, kept), waits for /api/health, then per scenario
// runs `concurrency` request loops for `seconds` and prints requests/s, p50/p99 latency and errors
// (network failures and non-2xx answers; a route that is not implemented yet shows up as 404s).
// Before measuring, waits for the market's first start (the history import, GET /api/__dev/market),
// with a progress line. Stops the server and deletes the data folder afterwards. Not part of the test command.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { cpuTicks, login, runExportBench, untilIdle } from './export-bench.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** The longest the first start's history import is waited for (default scale: ~2-4 minutes on 2 cores, more when loaded). */
const HISTORY_TIMEOUT_MS = 30 * 60_000;
const MAX_SECONDS = 600;
const MAX_CONCURRENCY = 1024;

/** Home-page calls of openapi/main.yaml (checked against the document at start). */
const HOME_PATHS = [
  '/home/hotSearchWords',
  '/home/salesMap/total',
  '/home/salesMap/sites',
  '/home/goodsRanking',
  '/home/brandRanking',
  '/home/hotArticles',
  '/home/frontImageWindows',
];
const LOGIN_PATH = '/api/ram/sealens/v1/user/loginQbt3AccountPc';
/** The session cookie a member's page requests carry (libs/domain SESSION_COOKIE_NAME). */
const SESSION_COOKIE = 'sealens_token';
/** The workbench page of the member scenarios: a product ranking (issue 26). */
const WORKBENCH_RANKING_PAGE = 'product/hot-sales-product';
/**
 * The member ranking's distinct views: a site's hot list, a period, a page within the smallest site's
 * one-day list (10 pages of 50), and filters every row of a hot list passes (sold in the period, any
 * rating), so each view is a query of its own with a full page of rows and none is kept before it.
 */
const DISTINCT_SITES = ['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN'];
const DISTINCT_PERIODS = ['7', '30', '1', '90'];
const DISTINCT_PAGES = 10;
const DISTINCT_FILTERS = ['', '&unitsMin=1', '&ratingMin=0', '&unitsMin=1&ratingMin=0'];
const DISTINCT_VIEWS = DISTINCT_SITES.length * DISTINCT_PERIODS.length * DISTINCT_PAGES * DISTINCT_FILTERS.length;

/** The query of the `i`th distinct view (none repeats within DISTINCT_VIEWS). */
function distinctView(i) {
  if (i >= DISTINCT_VIEWS) throw new Error(`the member ranking's distinct views are ${DISTINCT_VIEWS}: a longer run would repeat them (fewer --seconds)`);
  const site = DISTINCT_SITES[i % DISTINCT_SITES.length];
  let rest = Math.floor(i / DISTINCT_SITES.length);
  const period = DISTINCT_PERIODS[rest % DISTINCT_PERIODS.length];
  rest = Math.floor(rest / DISTINCT_PERIODS.length);
  const page = 1 + (rest % DISTINCT_PAGES);
  const filters = DISTINCT_FILTERS[Math.floor(rest / DISTINCT_PAGES)];
  return `site=${site}&period=${period}&page=${page}${filters}`;
}

function options() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '32' },
      'page-concurrency': { type: 'string', default: '16' },
      account: { type: 'string', default: '13900000001' },
      password: { type: 'string', default: 'demo1234' },
      build: { type: 'boolean', default: false },
      export: { type: 'boolean', default: false },
      pages: { type: 'boolean', default: false },
      member: { type: 'string', default: '13900000028' },
      only: { type: 'string' },
      runs: { type: 'string', default: '5' },
      dist: { type: 'string', default: join(root, 'dist') },
      'cpu-prof': { type: 'string' },
      'data-dir': { type: 'string' },
      warmup: { type: 'string', default: '2' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run bench:api -- [--seconds 10] [--concurrency 32] [--page-concurrency 16] [--build] [--account 13900000001] [--password demo1234]\n' +
        '       npm run bench:api -- --export [--runs 5] [--build]   (10,000-row CSV and XLSX exports: time and the server\'s memory)\n' +
        '       npm run bench:api -- --pages [--page-concurrency 16] [--only TEXT] [--dist dist] [--cpu-prof DIR] [--data-dir DIR] [--warmup 2]   (rendered pages: uncached, a member\'s)',
    );
    process.exit(0);
  }
  const bounded = (name, raw, max) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      console.error(`--${name} must be a whole number from 1 to ${max}`);
      process.exit(2);
    }
    return n;
  };
  return {
    seconds: bounded('seconds', values.seconds, MAX_SECONDS),
    concurrency: bounded('concurrency', values.concurrency, MAX_CONCURRENCY),
    pageConcurrency: bounded('page-concurrency', values['page-concurrency'], MAX_CONCURRENCY),
    account: values.account,
    password: values.password,
    build: values.build,
    export: values.export,
    pages: values.pages,
    member: values.member,
    only: values.only,
    runs: bounded('runs', values.runs, 100),
    dist: resolve(values.dist),
    cpuProf: values['cpu-prof'] ? resolve(values['cpu-prof']) : null,
    dataDir: values['data-dir'] ? resolve(values['data-dir']) : null,
    warmup: values.warmup === '0' ? 0 : bounded('warmup', values.warmup, MAX_SECONDS),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function ensureBuilt(serverEntry, force) {
  if (!force && existsSync(serverEntry)) return;
  console.log('Building api-server (npx nx build api-server)...');
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  const nx = join(root, 'node_modules/nx/dist/bin/nx.js');
  const result = spawnSync(process.execPath, [nx, 'build', 'api-server', '--outputStyle=static'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the api-server build failed');
}

function startServer({ port, dataDir, dist, cpuProf }) {
  // Production serving with the local providers (production mode needs a real SMS gateway). The bench
  // stands as a proxy on loopback: the page scenarios name a visitor address per request, so the
  // per-address render limit (120 a minute) measures nothing here.
  const env = {
    ...process.env,
    HOST,
    PORT: String(port),
    SEALENS_DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEALENS_MODE: 'local',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    SEALENS_DESKTOP_DIR: join(dist, 'apps/web-desktop'),
    SEALENS_MOBILE_DIR: join(dist, 'apps/web-mobile'),
  };
  // A throwaway embedded database, never a configured server.
  delete env.DATABASE_URL;
  const profile = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [];
  const child = spawn(process.execPath, [...profile, join(dist, 'apps/api-server/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, log: () => log };
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.log()}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${server.log()}`);
}

/**
 * Waits until the server's market data is complete (`GET /api/__dev/market`: the first start imports
 * the newest days, then the older item history in the background, then derives again), printing its
 * progress: the figures are those of a server at rest, not of one importing.
 */
async function waitForHistory(base, server, log) {
  const started = Date.now();
  let said = '';
  let saidAt = 0;
  while (Date.now() - started < HISTORY_TIMEOUT_MS) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.log()}`);
    let state;
    try {
      const res = await fetch(`${base}/api/__dev/market`, { signal: AbortSignal.timeout(30_000) });
      state = (await res.json())?.payload;
    } catch {
      // busy importing: asked again
    }
    if (state?.phase === 'complete') {
      log(`  market data complete: ${state.itemDaysIn ?? '?'} of ${state.itemDays ?? '?'} item days, data ends ${state.latest ?? '?'} (waited ${Math.round((Date.now() - started) / 1000)} s)`);
      return;
    }
    const line = state ? `${state.phase === 'starting' ? 'importing the newest days' : 'importing the older history'}: ${state.itemDaysIn} of ${state.itemDays} item days in` : 'waiting for the market state';
    if (line !== said || Date.now() - saidAt > 30_000) {
      log(`  ${line} (${Math.round((Date.now() - started) / 1000)} s)`);
      said = line;
      saidAt = Date.now();
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error(`the market history was not complete within ${HISTORY_TIMEOUT_MS / 60_000} minutes:\n${server.log()}`);
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * `concurrency` loops, each sending `next(i)` requests back to back until the time is up. With the
 * server's `pid`, also its CPU time per request from /proc (all its threads): what a page costs the
 * server, which the machine's other load barely changes, unlike the wall times.
 */
async function runScenario({ name, next, concurrency: own }, { seconds, concurrency: shared }, pid) {
  const concurrency = own ?? shared;
  const ticksBefore = pid ? cpuTicks(pid) : null;
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (worker) => {
    for (let i = worker; performance.now() < deadline; i += concurrency) {
      const { url, init } = next(i);
      const t0 = performance.now();
      let label;
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await res.arrayBuffer();
        label = String(res.status);
        if (!res.ok) errors += 1;
      } catch (error) {
        label = error?.name === 'TimeoutError' ? 'timeout' : 'network';
        errors += 1;
      }
      latencies.push(performance.now() - t0);
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => loop(w)));
  const elapsed = (performance.now() - started) / 1000;
  const ticksAfter = pid ? cpuTicks(pid) : null;
  const cpuMs = ticksBefore !== null && ticksAfter !== null && latencies.length > 0 ? ((ticksAfter - ticksBefore) * 1000) / TICKS_PER_SECOND / latencies.length : NaN;
  latencies.sort((a, b) => a - b);
  return {
    name,
    concurrency,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs,
    errors,
    statuses: [...statuses].sort().map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

function checkHomePaths() {
  const doc = readFileSync(join(root, 'openapi/main.yaml'), 'utf8');
  const missing = HOME_PATHS.filter((p) => !doc.includes(`\n  ${p}:`));
  if (missing.length > 0) throw new Error(`not in openapi/main.yaml: ${missing.join(', ')}`);
}

function print(results, opts) {
  const rows = [['scenario', 'conc', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'cpu ms/req', 'errors', 'statuses']];
  for (const r of results) {
    rows.push([r.name, String(r.concurrency), String(r.requests), r.rps.toFixed(1), r.p50.toFixed(1), r.p99.toFixed(1), Number.isNaN(r.cpuMs) ? '-' : r.cpuMs.toFixed(1), String(r.errors), r.statuses]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${opts.seconds} s per scenario, loopback (cpu ms/req: the server process's CPU time from /proc per request):`);
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 || i === 8 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd());
}

async function main() {
  const opts = options();
  checkHomePaths();
  ensureBuilt(join(opts.dist, 'apps/api-server/main.js'), opts.build);
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const keepData = opts.dataDir !== null;
  if (keepData) mkdirSync(opts.dataDir, { recursive: true });
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'sealens-bench-'));
  const server = startServer({ port, dataDir, dist: opts.dist, cpuProf: opts.cpuProf });
  const cleanup = async () => {
    await stopServer(server.child);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`Starting the server on ${base} (data in ${dataDir})...`);
    await waitForHealth(base, server);
    await waitForHistory(base, server, console.log);
    if (opts.export) {
      const ok = await runExportBench({ base, pid: server.child.pid, runs: opts.runs });
      if (!ok) process.exitCode = 1;
      return;
    }
    const headers = { 'X-Verify-Code': '1' };
    const loginBody = JSON.stringify({ appName: 'sealens', action: 'account_password', data: { account: opts.account, password: opts.password } });
    const scenarios = opts.pages
      ? []
      : [
          { name: 'health', next: () => ({ url: `${base}/api/health` }) },
          { name: 'home', next: (i) => ({ url: `${base}/api${HOME_PATHS[i % HOME_PATHS.length]}`, init: { headers } }) },
          {
            name: 'login',
            next: () => ({ url: `${base}${LOGIN_PATH}`, init: { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: loginBody } }),
          },
        ];
    // Server-rendered pages (issue #9), as a visitor: English, gzip, a client that is not a browser
    // (so no device redirect); visitor pages may be served from the page cache.
    const pageHeaders = { 'User-Agent': 'sealens-bench', 'Accept-Language': 'en', 'Accept-Encoding': 'gzip' };
    // Each request from a visitor address of its own (the server trusts the bench as its proxy).
    const from = (i, extra = {}) => ({ headers: { ...pageHeaders, ...extra, 'X-Forwarded-For': `100.64.${(i >> 8) & 255}.${i & 255}` } });
    scenarios.push(
      { name: 'page /', concurrency: opts.pageConcurrency, next: () => ({ url: `${base}/`, init: { headers: pageHeaders } }) },
      { name: 'page /m/', concurrency: opts.pageConcurrency, next: () => ({ url: `${base}/m/`, init: { headers: pageHeaders } }) },
    );
    // Issue 28 item 1: pages the cache cannot answer. A run's unique `search` values: a new one each time.
    const run = Date.now().toString(36);
    // Numbered across the warm-up and the measured run: no address is asked twice.
    let pageNumber = 0;
    const uncached = () => {
      const i = pageNumber++;
      return { url: `${base}/?search=${run}${i}`, init: from(i) };
    };
    scenarios.push(
      { name: 'uncached / (1)', concurrency: 1, next: uncached },
      { name: 'uncached /', concurrency: opts.pageConcurrency, next: uncached },
    );
    console.log(`  logging in ${opts.member} for the member pages...`);
    const cookie = { Cookie: `${SESSION_COOKIE}=${await login(base, opts.member, opts.password)}` };
    const memberHome = (i) => ({ url: `${base}/`, init: from(i, cookie) });
    // The same view each time (a member reloading or coming back to it): its ranking answer repeats,
    // so the server's kept /ranking answers serve it after the first. `distinct`: a view of its own
    // each time (a site's list, its period, page and filters: distinctView), every answer read cold.
    const memberRanking = (i) => ({ url: `${base}/workbench/${WORKBENCH_RANKING_PAGE}`, init: from(i, cookie) });
    let distinctNumber = 0;
    const memberRankingDistinct = () => {
      const i = distinctNumber++;
      return { url: `${base}/workbench/${WORKBENCH_RANKING_PAGE}?${distinctView(i)}`, init: from(i, cookie) };
    };
    scenarios.push(
      { name: 'member / (1)', concurrency: 1, next: memberHome },
      { name: 'member /', concurrency: opts.pageConcurrency, next: memberHome },
      { name: 'member ranking (1)', concurrency: 1, next: memberRanking },
      { name: 'member ranking', concurrency: opts.pageConcurrency, next: memberRanking },
      { name: 'member ranking distinct (1)', concurrency: 1, next: memberRankingDistinct },
      { name: 'member ranking distinct', concurrency: opts.pageConcurrency, next: memberRankingDistinct },
    );
    // The server's own background work (the market's derivations after its import) would count in
    // the first scenarios' CPU per request: measured from rest.
    await untilIdle(server.child.pid, console.log);
    const results = [];
    for (const scenario of scenarios.filter((s) => !opts.only || s.name.includes(opts.only))) {
      console.log(`  ${scenario.name}...`);
      if (opts.warmup > 0) await runScenario(scenario, { ...opts, seconds: opts.warmup }, null);
      results.push(await runScenario(scenario, opts, server.child.pid));
    }
    print(results, opts);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
