// `npx drizzle-kit generate --config apps/api-server/drizzle.config.ts` writes a new migration after
// a schema change; the server applies migrations at start-up (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // schema.ts (security) plus one file per area: identity-schema.ts, content-schema.ts, ...
  schema: './apps/api-server/src/db/*schema.ts',
  out: './apps/api-server/drizzle',
});
