// Vitest globalSetup of api-server: names the run, so the databases prepared once for its test files
// (openPreparedTestDatabase) are its own, and drops them when the run ends.
import { randomBytes } from 'node:crypto';

import { dropRunDatabases, TEST_RUN_VARIABLE } from './test-database';

export default function nameTestRun(): () => Promise<void> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  // Set before the workers start: they inherit it.
  process.env[TEST_RUN_VARIABLE] = run;
  return async () => {
    const url = process.env['SEALENS_TEST_DATABASE_URL'];
    if (url) await dropRunDatabases(url, run);
  };
}
