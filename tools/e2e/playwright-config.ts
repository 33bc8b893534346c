// Playwright configs of the e2e suites: Debian's Chromium, the real reference server serving the
// real builds. `e2eConfig` is each app's own config (`nx e2e <app>` builds first and runs one suite);
// `bothSuitesConfig` is the test command's, both suites in one run on one server.
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Port offset of the second server that serves the plain static builds (no server rendering). */
export const STATIC_SERVER_PORT_OFFSET = 100;
/**
 * The static builds' server: no server rendering, and the smallest market. Its specs read headings and the
 * Q&A, no figure, and its first import ran beside the real server's on the same two cores (small: ~55 s).
 */
const STATIC_SERVER_ENV = { SEALENS_SSR: 'off', SEALENS_MARKET_SCALE: 'tiny' };

/** The desktop suite's server port (the mobile suite's own config takes the next one). */
export const DESKTOP_E2E_PORT = 4310;
export const MOBILE_E2E_PORT = 4311;

/** What every spec of the suites is, and what only some projects run. */
const PERF_SPEC = /\.perf\.spec\.ts$/;
const STATIC_SPEC = /\.static\.spec\.ts$/;
const BENCH_SPEC = /\.bench\.spec\.ts$/;
/**
 * Specs that move the server's market on by a simulated day (POST /api/__dev/market/advance): every
 * other spec reads the data day and its figures, so these run last, once nothing else runs.
 */
const ADVANCE_SPEC = /\.advance\.spec\.ts$/;
const NOT_A_FLOW = /\.(perf|static|bench|advance)\.spec\.ts$/;

function portWithOffset(port: number): number {
  // Several checkouts on one machine (git worktrees) each add their own offset to stay apart.
  return port + Number(process.env.SEALENS_E2E_PORT_OFFSET ?? 0);
}

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** What both configs share: workers, retries, the browser, the reset before the first test. */
function sharedConfig(port: number): PlaywrightTestConfig {
  return {
    outputDir: `${workspaceRoot}/tmp/e2e-results/${port}`,
    // Runs after the web server is up: every run starts from the seeded demo data.
    globalSetup: fileURLToPath(new URL('./reset-demo-data.ts', import.meta.url)),
    fullyParallel: true,
    workers: 2,
    forbidOnly: !!process.env.CI,
    retries: process.env.CI ? 1 : 0,
    timeout: 30_000,
    reporter: [['list']],
    use: {
      baseURL: origin(port),
      trace: 'retain-on-failure',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    },
  };
}

/** Targets not met yet run as benchmarks (`npm run bench:scroll`), never in the test command. */
function benchProjects(testDir: string): Project[] {
  // The 2,000-row workbench scroll's longest tasks are 50-134 ms on 2 cores (issue 26).
  return process.env.SEALENS_E2E_BENCH ? [{ name: 'bench', testDir, testMatch: BENCH_SPEC }] : [];
}

/** DESIGN §2: the builds still work as plain static files, rendered in the browser alone. */
function staticProject(testDir: string, port: number): Project {
  return { name: 'static', testDir, testMatch: STATIC_SPEC, use: { baseURL: origin(port + STATIC_SERVER_PORT_OFFSET) } };
}

export function e2eConfig(options: { testDir: string; port: number; staticHosting?: boolean }) {
  const port = portWithOffset(options.port);
  return defineConfig({
    ...sharedConfig(port),
    testDir: options.testDir,
    // Speed is measured on a quiet machine: the budget tests (*.perf.spec.ts) run after every other
    // test has finished, never beside the login tests' password hashing.
    projects: [
      { name: 'flows', testIgnore: NOT_A_FLOW },
      { name: 'speed', testMatch: PERF_SPEC, dependencies: ['flows'] },
      { name: 'market day', testMatch: ADVANCE_SPEC, dependencies: ['speed'] },
      ...benchProjects(options.testDir),
      ...(options.staticHosting ? [staticProject(options.testDir, port)] : []),
    ],
    webServer: [webServer(port, {}), ...(options.staticHosting ? [webServer(port + STATIC_SERVER_PORT_OFFSET, STATIC_SERVER_ENV)] : [])],
  });
}

/**
 * The test command's e2e run (issue 28 item 4): the desktop and mobile suites in one Playwright run on
 * one server (one start and one market import instead of two), plus the static-hosting server.
 * Both suites log in with the same demo accounts and change them (passwords, devices, lottery
 * chances, SMS codes), each assuming the seeded state, so they take turns: desktop flows, a reset
 * of the demo data, mobile flows, then the speed tests of both once nothing else runs. As with every
 * project dependency, a failed desktop flow skips what comes after it (the test command stops at the
 * first failure anyway).
 */
export function bothSuitesConfig(options: { desktopDir: string; mobileDir: string; resetDir: string }) {
  const port = portWithOffset(DESKTOP_E2E_PORT);
  return defineConfig({
    ...sharedConfig(port),
    projects: [
      // First: the global setup resets the data of the first project's server.
      { name: 'desktop', testDir: options.desktopDir, testIgnore: NOT_A_FLOW },
      { name: 'reset between suites', testDir: options.resetDir, testMatch: /reset-between-suites\.setup\.ts$/, dependencies: ['desktop'] },
      { name: 'mobile', testDir: options.mobileDir, testIgnore: NOT_A_FLOW, dependencies: ['reset between suites'] },
      staticProject(options.desktopDir, port),
      { name: 'desktop speed', testDir: options.desktopDir, testMatch: PERF_SPEC, dependencies: ['mobile', 'static'] },
      { name: 'mobile speed', testDir: options.mobileDir, testMatch: PERF_SPEC, dependencies: ['mobile', 'static'] },
      { name: 'market day', testDir: options.desktopDir, testMatch: ADVANCE_SPEC, dependencies: ['desktop speed', 'mobile speed'] },
    ],
    webServer: bothSuitesServers(),
  });
}

/** The test command's two servers: the real one and the plain static builds' (bothSuitesConfig). */
export function bothSuitesServers() {
  const port = portWithOffset(DESKTOP_E2E_PORT);
  return [webServer(port, {}), webServer(port + STATIC_SERVER_PORT_OFFSET, STATIC_SERVER_ENV)];
}

/**
 * Set by the test command when it started the servers itself (tools/e2e/start-servers.ts) before the
 * storybook stage, so their first market import runs beside it instead of before the first test.
 */
export const SERVERS_STARTED_VARIABLE = 'SEALENS_E2E_SERVERS_STARTED';

function webServer(port: number, extraEnv: Record<string, string>) {
  const baseURL = origin(port);
  return {
    command: 'node dist/apps/api-server/main.js',
    cwd: workspaceRoot,
    url: `${baseURL}/api/health`,
    // Its own data folder: never fights a running `npm start` over the embedded database.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // Production serving (compression, caching, CSP) with the local providers: the SMS outbox
      // and the scan page under /api/__dev are how the login tests read codes and scan QR codes.
      SEALENS_MODE: 'local',
      SEALENS_DATA_DIR: `${workspaceRoot}/tmp/e2e-data-${port}`,
      // Canonical links name the address the tests browse.
      SEALENS_PUBLIC_ORIGIN: baseURL,
      // The market data's small scale: a first start imports in seconds, not half a minute.
      SEALENS_MARKET_SCALE: 'small',
      // The browser stands behind a pretend proxy on loopback: each login test names its own
      // visitor address in X-Forwarded-For, so per-IP limits don't pile up across tests.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...extraEnv,
    },
    // Never a server left from another run, unless the test command started these (start-servers.ts).
    reuseExistingServer: process.env[SERVERS_STARTED_VARIABLE] === '1',
    timeout: 60_000,
    stdout: 'pipe' as const,
  };
}
