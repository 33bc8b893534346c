// Raw SQL for the market pipeline on either engine, with a bulk load: COPY from an in-memory blob on
// PGlite (hundreds of thousands of rows a second, where row-by-row INSERTs crawl), and INSERT ...
// SELECT FROM unnest(arrays) on PostgreSQL (one round trip per 20,000 rows).
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

import type { Database } from '../db/database';

export type SqlType = 'text' | 'int4' | 'int8' | 'float8' | 'float4' | 'date' | 'timestamptz' | 'bool' | 'int4[]' | 'int8[]' | 'float8[]';
export type Column = readonly [name: string, type: SqlType];
/** A value of a row to copy; a list of numbers fills an `int4[]`, `int8[]` or `float8[]` column. */
export type Cell = string | number | boolean | null | readonly number[];

/** An array literal (`{1,2,3}`): COPY's text form and what PostgreSQL's unnest path casts from text. */
const arrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;

export interface MarketSql {
  readonly engine: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  /** Appends rows to `table` (a real or temporary table) in bulk. */
  copy(table: string, columns: readonly Column[], rows: readonly (readonly Cell[])[]): Promise<void>;
  /** Runs `fn` in one transaction (nested calls join the outer one). */
  transaction<T>(fn: (tx: MarketSql) => Promise<T>): Promise<T>;
}

/** COPY text format: backslash, tab, newline and carriage return escaped; null as \N. */
function copyCell(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return arrayLiteral(value as readonly number[]);
  return (value as string).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function copyText(rows: readonly (readonly Cell[])[]): Blob {
  const parts: string[] = [];
  let chunk = '';
  for (const row of rows) {
    chunk += row.map(copyCell).join('\t') + '\n';
    if (chunk.length > 1 << 20) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return new Blob(parts);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

type PgliteLike = Pick<Transaction, 'query' | 'exec'>;

function pgliteSql(client: PgliteLike, root: PGlite | null): MarketSql {
  const sql: MarketSql = {
    engine: 'pglite',
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    async exec(text) {
      await client.exec(text);
    },
    async copy(table, columns, rows) {
      if (rows.length === 0) return;
      const names = columns.map(([n]) => quote(n)).join(', ');
      await client.query(`copy ${table} (${names}) from '/dev/blob'`, [], { blob: copyText(rows) });
    },
    async transaction(fn) {
      if (!root) return fn(sql);
      return root.transaction((tx) => fn(pgliteSql(tx, null)));
    },
  };
  return sql;
}

const UNNEST_ROWS = 20_000;

function postgresSql(client: pg.Pool | pg.PoolClient, inTransaction: boolean): MarketSql {
  const sql: MarketSql = {
    engine: 'postgres',
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text) {
      await client.query(text);
    },
    async copy(table, columns, rows) {
      const names = columns.map(([n]) => quote(n)).join(', ');
      // unnest cannot hand out an array per row of a 2-D array: array columns travel as their text literal, cast back here.
      const isArray = (type: SqlType) => type.endsWith('[]');
      const unnest = columns.map(([, type], i) => `$${i + 1}::${isArray(type) ? 'text' : type}[]`).join(', ');
      const values = columns.map(([, type], i) => (isArray(type) ? `c${i}::${type}` : `c${i}`)).join(', ');
      const aliases = columns.map((_, i) => `c${i}`).join(', ');
      for (let start = 0; start < rows.length; start += UNNEST_ROWS) {
        const slice = rows.slice(start, start + UNNEST_ROWS);
        const arrays = columns.map(([, type], i) => slice.map((row) => {
          const cell = row[i] ?? null;
          return isArray(type) && Array.isArray(cell) ? arrayLiteral(cell as readonly number[]) : cell;
        }));
        await client.query(`insert into ${table} (${names}) select ${values} from unnest(${unnest}) as u(${aliases})`, arrays);
      }
    },
    async transaction(fn) {
      if (inTransaction) return fn(sql);
      const pool = client as pg.Pool;
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await fn(postgresSql(conn, true));
        await conn.query('commit');
        return result;
      } catch (error) {
        await conn.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
  };
  return sql;
}

/** The market's SQL over the engine behind a drizzle database (PGlite or a node-postgres pool). */
export function marketSqlOf(db: Database): MarketSql {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteSql(client, client);
  if (client instanceof pg.Pool) return postgresSql(client, false);
  throw new Error('the market pipeline needs a PGlite or PostgreSQL database');
}
