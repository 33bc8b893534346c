// The test command runs both suites on one server (bothSuitesConfig in playwright-config.ts): the
// mobile suite logs in with the demo accounts the desktop suite has just changed, so it starts, as
// the desktop suite did, from the seeded demo data.
import { test } from '@playwright/test';
import { resetDemoDataAt } from './reset-demo-data';

test('the demo data is seeded afresh for the next suite', async ({ baseURL }) => {
  if (!baseURL) throw new Error('the e2e config has no baseURL');
  await resetDemoDataAt(baseURL);
});
