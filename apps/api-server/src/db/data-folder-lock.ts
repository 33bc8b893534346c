// One server process per PGlite data folder (issue #10 item 7): two processes on one folder both
// started, handed out the same user ids and lost acknowledged writes. The first process writes its
// pid into a lock file in the folder (created exclusively, so two starting at once cannot both win);
// a second one refuses to start and says which process holds the folder. A lock left by a process
// that no longer runs (kill -9, a crash) is taken over. PostgreSQL mode needs no lock: the server
// serialises its clients.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_FOLDER_LOCK_FILE = 'sealens-server.lock';

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another SeaLens server (process ${pid}). ` +
        'Stop that server first, or give this one its own folder with SEALENS_DATA_DIR (or use PostgreSQL with DATABASE_URL).',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Whether a process with this pid runs (signal 0 checks without signalling). */
export function processIsAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataFolderLock {
  release(): void;
}

/** Takes the folder's lock for this process, or throws DataFolderInUseError. */
export function lockDataFolder(dataDir: string, options: { pid?: number; isAlive?: (pid: number) => boolean } = {}): DataFolderLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? processIsAlive;
  const file = join(dataDir, DATA_FOLDER_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(pid)) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder !== pid && isAlive(holder)) throw new DataFolderInUseError(dataDir, holder);
      // A stale lock (its process is gone): take it over.
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first; try again.
      }
    }
  }
  throw new Error(`could not take the lock of the data folder ${dataDir}`);
}
