// Playwright global setup: the login tests change accounts (passwords, devices, bindings), so each
// run starts from the deterministic demo data of the reference server.
import type { FullConfig } from '@playwright/test';

/** Empties the server's demo tables and seeds them again (POST /api/__dev/reset; the market data stays). */
export async function resetDemoDataAt(baseURL: string): Promise<void> {
  const response = await fetch(new URL('/api/__dev/reset', baseURL), { method: 'POST' });
  if (!response.ok) throw new Error(`resetting the demo data failed: HTTP ${response.status} ${await response.text()}`);
}

/** How long a fresh server's first market import may take before the run gives up (small scale: ~30 s quiet). */
const MARKET_COMPLETE_TIMEOUT_MS = 5 * 60_000;

/**
 * Waits until the server's market is `complete` (GET /api/__dev/market). A fresh data folder imports
 * its history in the background, in transactions that every other read of the embedded database waits
 * for: the first tests of a clean run met "The content could not be loaded" on an article.
 */
export async function waitForCompleteMarket(baseURL: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(new URL('/api/__dev/market', baseURL)).catch(() => undefined);
    const body = response?.ok ? ((await response.json()) as { payload?: { phase?: string } }) : undefined;
    if (body?.payload?.phase === 'complete') break;
    if (Date.now() - started > MARKET_COMPLETE_TIMEOUT_MS) throw new Error(`the market of ${baseURL} is not complete after ${MARKET_COMPLETE_TIMEOUT_MS / 1000} s (phase ${body?.payload?.phase})`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(`market data of ${baseURL} complete, waited ${Math.round((Date.now() - started) / 1000)} s`);
}

export default async function resetDemoData(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('the e2e config has no baseURL');
  // Every server's market: the static builds' server (another project's baseURL) imports its own.
  const servers = new Set(config.projects.map((project) => project.use.baseURL ?? baseURL));
  await Promise.all([...servers].map((url) => waitForCompleteMarket(url)));
  await resetDemoDataAt(baseURL);
}
