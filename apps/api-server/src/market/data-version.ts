// The market data's version as caches of derived answers key on it (the home data cache, the
// workbench's ranking answers): bumped by every import and derivation (market_state), read from the
// database at most once a minute by the server's clock (another server's import), at once after an
// import of this server's own.
import { marketOf } from './market-service';
import { marketStateOf } from './market-state';
import type { ServerDeps } from '../api/server-deps';

/** How long the data version is trusted before the database is asked again (another server's import). */
export const DATA_VERSION_TTL_MS = 60_000;

export interface DataVersion {
  value: string;
  /** The day the derived figures describe. */
  statsDay?: string;
}

/** Reads the data version, keeping the last answer (DATA_VERSION_TTL_MS). */
export interface DataVersionReader {
  /** The version; on a first start, once the newest days are in. */
  (): Promise<DataVersion>;
  /** The version without waiting: undefined while a first start's newest days are still going in. */
  ifReady(): Promise<DataVersion | undefined>;
}

/** A reader of the data version with its own memory of the last answer. */
export function dataVersionReader(deps: ServerDeps): DataVersionReader {
  let version: (DataVersion & { at: number; imports: number }) | undefined;
  let ready = false;
  const read = async (): Promise<DataVersion> => {
    const market = marketOf(deps);
    // A first start answers once the newest days are in (the routes wait for the same).
    await market.ready;
    ready = true;
    const at = deps.now().getTime();
    // This server's own imports are seen at once; another server's within the TTL.
    const imports = market.refresher?.history.length ?? 0;
    if (version && imports === version.imports && at - version.at >= 0 && at - version.at < DATA_VERSION_TTL_MS) return version;
    const state = await marketStateOf(market.sql);
    version = { value: String(state.dataVersion), ...(state.statsDay ? { statsDay: state.statsDay } : {}), at, imports };
    return version;
  };
  // One read waiting for a first start's days, however many callers ask meanwhile.
  let waiting: Promise<unknown> | undefined;
  const ifReady = async (): Promise<DataVersion | undefined> => {
    if (ready) return read();
    waiting ??= read().catch(() => (waiting = undefined));
    return undefined;
  };
  return Object.assign(read, { ifReady });
}
