// One process per embedded data folder (docs/deployment.md, "One machine, no services"; ADR 0045). Two PGlite
// processes on the same files each believe they alone write them: ids are handed out twice and
// rows are lost. A lock file beside the database, created exclusively, holds the running pid.
import {
  chmodSync,
  linkSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The lock file's name in DATA_DIR (not inside the PGlite folder, which initdb wants empty). */
export const DATA_DIR_LOCK_FILE = 'pglite.lock';

export class DataDirInUseError extends Error {}

/** Lock files this process holds: a lock naming our own pid is ours only if it is in here. */
const held = new Set<string>();

/**
 * Takes the data folder's lock, or throws DataDirInUseError naming the folder and the running pid.
 * A lock left by a process that is gone (killed, crashed) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createLockFile(file)) {
      held.add(file);
      const releaseOnExit = () => release();
      process.once('exit', releaseOnExit);
      const release = () => {
        if (!held.delete(file)) return;
        process.removeListener('exit', releaseOnExit);
        if (readPid(file) === process.pid) unlinkQuietly(file);
      };
      return release;
    }
    const pid = readPid(file);
    if (pid !== undefined && isRunning(pid, file)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is in use by another Storefleet process (pid ${pid}). ` +
          `Two processes on one data folder would corrupt it: stop that one first, or give this one another DATA_DIR. ` +
          `If pid ${pid} is not Storefleet, delete ${file}.`,
      );
    }
    takeOverStale(file, pid);
  }
  throw new DataDirInUseError(`Could not take the lock ${file}: other processes keep taking it`);
}

/**
 * Creates the lock with the pid already in it: written to a file of this process's own, then
 * hard-linked to the lock's name, which fails if that name exists (as O_EXCL would), so no other
 * process ever reads a lock file still empty and takes it for stale.
 */
function createLockFile(file: string): boolean {
  const own = `${file}.${process.pid}.new`;
  writeFileSync(own, `${process.pid}\n`, { mode: 0o600 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuietly(own);
  }
}

/** The pid in a lock file; undefined when it is gone or unreadable (half written: stale too). */
function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number, file: string): boolean {
  // Our own pid in a lock we did not take: a process before a restart had it (a container's pid 1).
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/**
 * Removes a stale lock. Renamed aside first, so that of two processes taking over the same stale
 * lock, the second does not delete the lock the first has just created: what is renamed is checked.
 */
function takeOverStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved it: try again
  }
  const moved = readPid(aside);
  if (moved !== stalePid && moved !== undefined && isRunning(moved, file)) {
    // A live process's fresh lock: put it back, unless a third process has taken the name since.
    try {
      linkSync(aside, file);
    } catch {
      // taken: that process's lock stands
    }
    unlinkQuietly(aside);
    return;
  }
  unlinkQuietly(aside);
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Owner-only modes (0700 folders, 0600 files) over a data folder's whole tree: PGlite writes its
 * files with 0666, and a folder made by an older version keeps what it was given.
 */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(child);
    else if (entry.isFile()) chmodSync(child, 0o600);
  }
}
