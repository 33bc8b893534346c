// Playwright config shared by both e2e projects: Debian's Chromium, the real reference server
// serving the real builds (`nx e2e` builds them first).
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Port offset of the second server that serves the plain static builds (no server rendering). */
export const STATIC_SERVER_PORT_OFFSET = 100;

export function e2eConfig(options: { testDir: string; port: number; staticHosting?: boolean }) {
  // Several checkouts on one machine (git worktrees) each add their own offset to stay apart.
  const port = options.port + Number(process.env.SEALENS_E2E_PORT_OFFSET ?? 0);
  const baseURL = `http://127.0.0.1:${port}`;
  return defineConfig({
    testDir: options.testDir,
    outputDir: `${workspaceRoot}/tmp/e2e-results/${port}`,
    // Runs after the web server is up: every run starts from the seeded demo data.
    globalSetup: fileURLToPath(new URL('./reset-demo-data.ts', import.meta.url)),
    fullyParallel: true,
    workers: 2,
    forbidOnly: !!process.env.CI,
    retries: process.env.CI ? 1 : 0,
    timeout: 30_000,
    reporter: [['list']],
    // Speed is measured on a quiet machine: the budget tests (*.perf.spec.ts) run after every other
    // test has finished, never beside the login tests' password hashing.
    projects: [
      { name: 'flows', testIgnore: /\.(perf|static|bench)\.spec\.ts$/ },
      { name: 'speed', testMatch: /\.perf\.spec\.ts$/, dependencies: ['flows'] },
      // Targets not met yet run as benchmarks (`npm run bench:scroll`), not in the test command: the
      // 2,000-row workbench scroll's longest tasks are 50-134 ms on 2 cores (issue 26).
      ...(process.env.SEALENS_E2E_BENCH ? [{ name: 'bench', testMatch: /\.bench\.spec\.ts$/ }] : []),
      // DESIGN §2: the builds still work as plain static files, rendered in the browser alone.
      ...(options.staticHosting
        ? [{ name: 'static', testMatch: /\.static\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${port + STATIC_SERVER_PORT_OFFSET}` } }]
        : []),
    ],
    use: {
      baseURL,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    },
    webServer: [
      webServer(port, {}),
      ...(options.staticHosting ? [webServer(port + STATIC_SERVER_PORT_OFFSET, { SEALENS_SSR: 'off' })] : []),
    ],
  });
}

function webServer(port: number, extraEnv: Record<string, string>) {
  const baseURL = `http://127.0.0.1:${port}`;
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
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
  };
}
