// Playwright global setup: the login tests change accounts (passwords, devices, bindings), so each
// run starts from the deterministic demo data of the reference server.
import type { FullConfig } from '@playwright/test';

/** Empties the server's demo tables and seeds them again (POST /api/__dev/reset; the market data stays). */
export async function resetDemoDataAt(baseURL: string): Promise<void> {
  const response = await fetch(new URL('/api/__dev/reset', baseURL), { method: 'POST' });
  if (!response.ok) throw new Error(`resetting the demo data failed: HTTP ${response.status} ${await response.text()}`);
}

export default async function resetDemoData(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('the e2e config has no baseURL');
  await resetDemoDataAt(baseURL);
}
