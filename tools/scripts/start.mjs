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

const server = spawn(process.execPath, ['dist/apps/api-server/main.js'], {
  cwd: root,
  // Production serving (compression, caching, CSP), local providers: the reference server has no real
  // SMS gateway or WeChat, so codes go to its outbox and login QR codes open its scan page (README).
  env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production', SEALENS_MODE: env.SEALENS_MODE ?? 'local' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
