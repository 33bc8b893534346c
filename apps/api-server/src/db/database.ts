// One schema, one set of migrations, two engines: PGlite (embedded Postgres in a data folder, so
// `npm start` needs nothing installed) or a real PostgreSQL server when DATABASE_URL is set.
import { PGlite } from '@electric-sql/pglite';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use that server. Otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throwaway database (tests). */
  dataDir: string;
  /** Folder of the drizzle-kit migrations (apps/api-server/drizzle). */
  migrationsDir: string;
}

export interface OpenDatabase {
  db: Database;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase({ databaseUrl, dataDir, migrationsDir }: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsDir });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  // One process per folder (issue #10 item 7): a second one stops here with a clear message.
  const lock = onDisk ? lockDataFolder(dataDir) : undefined;
  try {
    // pg_trgm: the search words' trigram indexes (migration 0054); intarray: the search's intersection of
    // word lists (0055). PostgreSQL ships both as contrib extensions.
    const client = new PGlite(dataDir, { extensions: { pg_trgm, intarray } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    const release = () => lock?.release();
    process.once('exit', release);
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        process.off('exit', release);
        release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
