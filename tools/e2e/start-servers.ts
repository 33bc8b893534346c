// Starts the test command's e2e servers ahead of its e2e stage, or stops them (`--stop`): a fresh server
// imports its market for ~55 s on one core before the first test may run, so the test command starts them
// before the storybook stage and that import runs beside it (issue 28 item 4). Playwright then finds them
// answering and uses them (SERVERS_STARTED_VARIABLE). Each server is the command and environment of
// bothSuitesConfig's, so the tests meet the same servers either way.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bothSuitesServers } from './playwright-config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const pidFile = `${workspaceRoot}/tmp/e2e-servers.pid`;
/** How long a server may take to answer its health check (it answers before its market is in). */
const LISTEN_TIMEOUT_MS = 60_000;

async function answers(url: string): Promise<boolean> {
  return fetch(url).then((r) => r.ok, () => false);
}

async function start(): Promise<void> {
  mkdirSync(`${workspaceRoot}/tmp`, { recursive: true });
  const pids: number[] = [];
  for (const server of bothSuitesServers()) {
    if (await answers(server.url)) throw new Error(`${server.url} already answers: another run's server? Stop it first.`);
    const port = new URL(server.url).port;
    const log = openSync(`${workspaceRoot}/tmp/e2e-server-${port}.log`, 'w');
    const [command, ...args] = server.command.split(' ');
    const child = spawn(command ?? 'node', args, { cwd: server.cwd, env: { ...process.env, ...server.env }, detached: true, stdio: ['ignore', log, log] });
    child.unref();
    if (child.pid) pids.push(child.pid);
    // Written as each starts: a later failure still leaves the started ones for `--stop` (the exit trap).
    writeFileSync(pidFile, pids.join('\n'));
  }
  for (const server of bothSuitesServers()) {
    const deadline = Date.now() + LISTEN_TIMEOUT_MS;
    while (!(await answers(server.url))) {
      if (Date.now() > deadline) throw new Error(`${server.url} did not answer within ${LISTEN_TIMEOUT_MS / 1000} s (tmp/e2e-server-*.log)`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(`${server.url} answers; its market imports in the background`);
  }
}

function stop(): void {
  let text = '';
  try {
    text = readFileSync(pidFile, 'utf8');
  } catch {
    return;
  }
  for (const pid of text.split('\n').map(Number).filter((n) => n > 0)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(pidFile, { force: true });
}

if (process.argv.includes('--stop')) stop();
else await start();
