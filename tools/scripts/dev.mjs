// `npm run dev`: the reference server (restarts on change) and both sites with hot reload.
// Open http://localhost:4201/ (desktop; /m is forwarded to the mobile dev server on 4202).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', SEALENS_MODE: 'local' };

const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'apps/api-server/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  ...['web-desktop', 'web-mobile'].map((app) =>
    spawn(process.execPath, [`${root}/node_modules/vite/bin/vite.js`], { cwd: `${root}/apps/${app}`, env, stdio: 'inherit' }),
  ),
];
console.log('\nSeaLens dev: desktop http://localhost:4201/  mobile http://localhost:4201/m/  API http://localhost:4200/api/health\n');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
