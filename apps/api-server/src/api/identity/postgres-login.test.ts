// The same migrations and a real login against a real PostgreSQL server (issue #4). The test
// command starts a throwaway server and sets SEALENS_TEST_DATABASE_URL; elsewhere this is skipped.
import { describe, expect, it } from 'vitest';
import { ID, openTestApp } from './test-app';

const url = process.env['SEALENS_TEST_DATABASE_URL'];
if (!url) console.warn('skipped the PostgreSQL login test: SEALENS_TEST_DATABASE_URL is not set (no PostgreSQL server here)');

describe.runIf(!!url)('login on PostgreSQL', () => {
  it('migrates, seeds the demo accounts and logs one in, token included', async () => {
    const t = await openTestApp({ seed: true, databaseUrl: url });
    try {
      expect(t.database.engine).toBe('postgres');
      const { token, body } = await t.login('13900000001');
      expect(body.code).toBe(200);
      expect(token.split('.')).toHaveLength(3);
      const status = await t.call('GET', `${ID}/user/login/status`, { token });
      expect(status.body.payload.loggedIn).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
