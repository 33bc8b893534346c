// `npm run market:sim -- --out <feed folder> --from YYYY-MM-DD --to YYYY-MM-DD [--seed N] [--scale default] [--market-only]`
// Runs the marketplace simulator's CLI (apps/api-server/src/market/sim/cli.ts) with tsx.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', `${root}/apps/api-server/src/market/sim/cli.ts`, ...process.argv.slice(2)], {
  cwd: process.cwd(),
  // The server's path aliases (@sealens/domain) come from its tsconfig.
  env: { ...process.env, TSX_TSCONFIG_PATH: `${root}/apps/api-server/tsconfig.json` },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
