// `npm run bench:data [-- --scale default --iterations 200 --data-dir <folder> --now <ISO instant>]`
//
// The market data benchmark (issue #11): first-start import time at the chosen scale (ready, full
// history), one day's T+1 import (simulate, import, derive), database size and rows, and p50/p99 of
// the ranking, lookup and history queries. Runs apps/api-server/src/market/bench/data-bench.ts with
// tsx on a throwaway PGlite (or DATABASE_URL). Not part of the test command.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api-server/src/market/bench/data-bench.ts', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api-server/tsconfig.json' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
