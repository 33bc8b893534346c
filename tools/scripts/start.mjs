// `npm start`: build both sites and the reference server, then serve everything on one port.
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

const build = spawnSync(
  process.execPath,
  ['node_modules/nx/dist/bin/nx.js', 'run-many', '-t', 'build', '-p', 'web-desktop', 'web-mobile', 'api-server', '--outputStyle=static'],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// V8 lets the heap grow to a quarter of the machine's memory (4 GB here) and keeps what it took: under 60 s
// of 32-connection home-data load an uncapped server stayed at its peak (544 MB resident here, ~1 GB on a
// quieter machine). A cap of 384 MB old space held it at ~440 MB. A small old space also shrinks V8's
// young generation, which made the workbench's 10,000-row exports twice as slow: it keeps 16 MB, V8's own for a large heap.
// SEALENS_MAX_OLD_SPACE_MB sets another cap.
const DEFAULT_MAX_OLD_SPACE_MB = 384;
const SEMI_SPACE_MB = 16;
const maxOldSpaceMb = Number(env.SEALENS_MAX_OLD_SPACE_MB || DEFAULT_MAX_OLD_SPACE_MB);
if (!Number.isInteger(maxOldSpaceMb) || maxOldSpaceMb < 64) {
  console.error(`SEALENS_MAX_OLD_SPACE_MB must be a whole number of megabytes, at least 64 (got ${env.SEALENS_MAX_OLD_SPACE_MB})`);
  process.exit(1);
}
const heapFlags = [`--max-old-space-size=${maxOldSpaceMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`];

const server = spawn(process.execPath, [...heapFlags, 'dist/apps/api-server/main.js'], {
  cwd: root,
  // Production serving (compression, caching, CSP), local providers: the reference server has no real
  // SMS gateway or WeChat, so codes go to its outbox and login QR codes open its scan page (README).
  env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production', SEALENS_MODE: env.SEALENS_MODE ?? 'local' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
