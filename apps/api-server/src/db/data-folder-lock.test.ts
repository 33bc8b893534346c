// Issue #10 item 7: two processes on one PGlite folder both started, handed out the same user ids
// and lost acknowledged writes. Now the second refuses to start, with a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { resolveWorkspaceRoot } from '../config/workspace-root';
import { DATA_FOLDER_LOCK_FILE, DataFolderInUseError, lockDataFolder, processIsAlive } from './data-folder-lock';
import { openDatabase } from './database';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sealens-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const migrationsDir = join(resolveWorkspaceRoot(), 'apps/api-server/drizzle');

describe('one server per PGlite data folder (issue #10 item 7)', () => {
  it('a second open of the same folder is refused while the first is open, and allowed after it closes', async () => {
    const dataDir = folder();
    const first = await openDatabase({ dataDir, migrationsDir });
    // Another process's lock, as a second server would meet it (this process's own pid is its own lock).
    expect(readFileSync(join(dataDir, DATA_FOLDER_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataFolder(dataDir, { pid: process.pid + 1 })).toThrow(DataFolderInUseError);
    await first.close();
    expect(existsSync(join(dataDir, DATA_FOLDER_LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir, migrationsDir });
    await again.close();
  }, 60_000);

  it('the refusal names the folder, the holding process and the way out', () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, DATA_FOLDER_LOCK_FILE), '4242');
    const error = (() => {
      try {
        lockDataFolder(dataDir, { isAlive: (pid) => pid === 4242 });
      } catch (e) {
        return e as Error;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(DataFolderInUseError);
    expect(error?.message).toContain(dataDir);
    expect(error?.message).toContain('process 4242');
    expect(error?.message).toContain('SEALENS_DATA_DIR');
  });

  it('takes over the lock of a process that no longer runs (kill -9)', () => {
    const dataDir = folder();
    writeFileSync(join(dataDir, DATA_FOLDER_LOCK_FILE), '4242');
    const lock = lockDataFolder(dataDir, { isAlive: () => false });
    expect(readFileSync(join(dataDir, DATA_FOLDER_LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dataDir, DATA_FOLDER_LOCK_FILE))).toBe(false);
  });

  it('knows a running process from a gone one', () => {
    expect(processIsAlive(process.pid)).toBe(true);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    expect(processIsAlive(Number(gone.stdout.toString()))).toBe(false);
    expect(processIsAlive(0)).toBe(false);
  });
});
