// One server process per PGlite data folder (issue #10 item 7): two processes on one folder both
// started, handed out the same user ids and lost acknowledged writes. The first process puts its
// pid into a lock file in the folder; a second one refuses to start and says which process holds
// the folder. A lock left by a process that no longer runs (kill -9, a crash) is taken over.
// PostgreSQL mode needs no lock: the server serialises its clients.
//
// Every step is atomic (issue 25 item 12: two or three processes taking over one stale lock all won
// it in 13 of 20 runs, because "it is stale, delete it, create mine" let a slower one delete the
// fresh lock of a faster one):
// - a lock appears with its content or not at all: written to a draft of its own, then hard-linked
//   into place (link fails when the name exists);
// - each lock carries a generation token, and a stale lock has exactly one successor: the one
//   process whose link to `<lock>.after-<generation>` succeeds renames its own lock over the stale
//   one; the others find that claim and its living holder, and refuse. The claim stays while its
//   holder runs, so a late process that still read the stale lock cannot claim it again; if the
//   claimant died before renaming, its claim is stale in turn and has one successor the same way.
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
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

interface LockContent {
  pid: number;
  /** Names this lock's one successor; a lock of an older server (pid only) gets one from its inode. */
  generation: string;
  text: string;
}

/** The lock file at `path`, or null when it is gone. Read through one descriptor, so the inode and the text agree. */
function readLock(path: string): LockContent | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const text = readFileSync(fd, 'utf8').trim();
    const [pidText = '', token] = text.split(/\s+/);
    const stat = fstatSync(fd);
    // An older server's lock (pid only) is named by its inode and pid, never its ctime: the winner's rename
    // unlinks it, which changes its ctime, and a contender that read it just then took another name and
    // won as well (2 winners in 2 of 40 rounds under load).
    return { pid: Number(pidText), generation: token && /^[0-9a-f]{16,64}$/.test(token) ? token : `i${stat.ino}-${pidText}`, text };
  } finally {
    closeSync(fd);
  }
}

/** Links `from` to the new name `to`; false when `to` exists already. */
function linkExclusively(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/** Takes the folder's lock for this process, or throws DataFolderInUseError. */
export function lockDataFolder(dataDir: string, options: { pid?: number; isAlive?: (pid: number) => boolean } = {}): DataFolderLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? processIsAlive;
  const file = join(dataDir, DATA_FOLDER_LOCK_FILE);
  const token = randomBytes(12).toString('hex');
  const text = `${pid} ${token}`;
  const draft = `${file}.${token}.draft`;
  writeFileSync(draft, text, { flag: 'wx' });
  /** The successor claims this process walked through: they stay until it releases the lock. */
  const claims: string[] = [];
  const held = (): DataFolderLock => {
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        if (readLock(file)?.text === text) removeQuietly(file);
        for (const claim of claims) removeQuietly(claim);
      },
    };
  };
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (linkExclusively(draft, file)) return held();
      let current = readLock(file);
      while (current) {
        if (current.pid !== pid && isAlive(current.pid)) throw new DataFolderInUseError(dataDir, current.pid);
        // Stale (its process is gone): only one process gets to name itself its successor.
        const claim = `${file}.after-${current.generation}`;
        if (linkExclusively(draft, claim)) {
          claims.push(claim);
          const install = `${file}.${token}.install`;
          linkSync(draft, install);
          renameSync(install, file);
          return held();
        }
        claims.push(claim);
        current = readLock(claim);
      }
      // The lock went away meanwhile (its holder released it): start over.
      claims.length = 0;
    }
    throw new Error(`could not take the lock of the data folder ${dataDir}`);
  } finally {
    removeQuietly(draft);
  }
}
