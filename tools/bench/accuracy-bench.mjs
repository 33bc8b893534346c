// `npm run bench:accuracy [-- --scale default --from 2026-10-15 --to 2026-11-11 --out <json file>]`
//
// The estimates' measured error (issue 33): the simulator's truth against the estimator's units over a
// period, by site, category and sales level; prints the table and writes it as JSON (the method
// page's figures). Runs apps/api-server/src/market/bench/accuracy-bench.ts with tsx. Not part of the
// test command.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api-server/src/market/bench/accuracy-bench.ts', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/api-server/tsconfig.json' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
