import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { serve } from '@hono/node-server';

import { API_BASES } from './api/bases';
import { openServerDeps } from './api/open-server-deps';
import { createApp } from './app';
import { readServerConfig, ServerConfigError } from './config/server-config';
import { VISITOR_PAGE_MAX_AGE_S } from './static/render-page';
import { readRenderWorkers, type RenderPool } from './static/render-workers';
import { isLoadedEntry, loadSiteEntry, startSiteWorkers, type LoadedSiteEntry } from './static/site-renderer';
import { DataFolderInUseError } from './db/data-folder-lock';

/** Grace period for open requests on shutdown before connections are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function displayHost(host: string): string {
  // A wildcard bind is reachable as localhost; print what a person can click. A loopback bind is
  // printed as it is: `localhost` may resolve to the other address family first.
  if (['0.0.0.0', '::'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env, import.meta.url);
  const { deps, database } = await openServerDeps(config);
  let siteEntries: { desktop?: LoadedSiteEntry; mobile?: LoadedSiteEntry } = {};
  const sites = (
    [
      ['desktop', config.desktopServerDir, config.desktopDir],
      ['mobile', config.mobileServerDir, config.mobileDir],
    ] as const
  ).flatMap(([name, serverDir, siteDir]) => (serverDir ? [{ name, serverDir, siteDir }] : []));
  // Pages render in worker threads (a core of their own) unless SEALENS_RENDER_WORKERS=0.
  const renderWorkers = readRenderWorkers();
  let renderPool: RenderPool | null = null;
  if (renderWorkers > 0) {
    // The workers keep the API's public answers as long as the in-process API does (app.ts).
    const started = await startSiteWorkers(sites, renderWorkers, { publicAnswerMaxAgeMs: VISITOR_PAGE_MAX_AGE_S * 1000 });
    renderPool = started.pool;
    siteEntries = started.entries;
    for (const [name, error] of Object.entries(started.errors)) console.warn(`  note: the ${name} pages are rendered in the browser only: ${error}`);
  } else {
    for (const { name, serverDir, siteDir } of sites) {
      const entry = await loadSiteEntry(serverDir, siteDir);
      if (isLoadedEntry(entry)) siteEntries[name] = entry;
      else console.warn(`  note: the ${name} pages are rendered in the browser only: ${entry.error}`);
    }
  }
  const app = createApp({
    siteEntries,
    trustedProxies: config.trustedProxies,
    api: { deps, bases: API_BASES },
    mode: config.mode,
    desktopDir: config.desktopDir,
    mobileDir: config.mobileDir,
    workspaceRoot: config.workspaceRoot,
    version: config.version,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const base = `http://${displayHost(config.host)}:${info.port}`;
    console.log(
      [
        `SeaLens is running (${config.mode} mode, version ${config.version}):`,
        `  desktop  ${base}/`,
        `  mobile   ${base}/m/`,
        `  API      ${base}/api/health`,
        `  database ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
      ].join('\n'),
    );
    if (config.providers?.captcha === 'local') {
      console.warn('  warning: SEALENS_ALLOW_LOCAL_CAPTCHA=1: production uses the local slide captcha, which scripts solve.');
    }
    for (const [name, dir] of [
      ['desktop', config.desktopDir],
      ['mobile', config.mobileDir],
    ] as const) {
      if (!existsSync(join(dir, 'index.html'))) {
        console.warn(`  warning: the ${name} site is not built (${dir}); its pages answer 503 until you run \`npm start\`.`);
      }
    }
  });

  server.on('error', (err: NodeJS.ErrnoException) => {
    const reason = err.code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT)` : err.message;
    console.error(`SeaLens could not start: ${reason}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, closing SeaLens...`);
    const force = setTimeout(() => {
      console.warn('Open connections did not finish in time; closing them.');
      if ('closeAllConnections' in server) server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // close() stops accepting, lets in-flight requests finish and (Node >= 19) drops idle keep-alives.
    server.close((err) => {
      clearTimeout(force);
      if (err) console.error(err);
      void Promise.all([database.close(), renderPool?.close()]).finally(() => process.exit(err ? 1 : 0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A known refusal (another server holds the data folder, a setting production cannot run with) is
  // said in one sentence, without a stack.
  if (error instanceof DataFolderInUseError || error instanceof ServerConfigError) console.error(`SeaLens could not start: ${error.message}`);
  else console.error('SeaLens could not start:', error);
  process.exit(1);
});
