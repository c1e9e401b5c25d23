import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/**
 * PGlite keeps the whole database in the memory of the process that opened it and writes its files
 * back on its own schedule: a second process opening the same folder works on a copy, and whichever
 * writes last silently wins. So one process at a time holds DATA_DIR, through a lock file created
 * with an exclusive open (atomic on every local file system) that names its holder.
 */

/** Who holds the folder, written into the lock file so a refused process can say whom to stop. */
export interface DataDirHolder {
  /** What the holder is, as a person would name it: "the Kasuwa server", "npm run admin". */
  command: string;
  port?: number;
}

interface LockRecord extends DataDirHolder {
  pid: number;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord,
  ) {
    const where = holder.port !== undefined ? `, port ${holder.port}` : '';
    super(
      `DATA_DIR ${dataDir} is in use by ${holder.command} (pid ${holder.pid}${where}, since ${holder.since}).\n` +
        'The embedded database can be opened by one process at a time; a second one would lose its writes.\n' +
        `Stop that process first (Ctrl+C in its terminal, or kill ${holder.pid}), then run this again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE_NAME = 'kasuwa.lock';

/**
 * Takes the folder for this process or throws DataDirLockedError. A lock left by a process that no
 * longer runs (killed, crashed, power cut) is taken over. Returns the release function; the lock is
 * also released when the process exits by any path Node can still run code on.
 */
export function lockDataDir(dataDir: string, holder: DataDirHolder): () => void {
  const file = resolve(dataDir, LOCK_FILE_NAME);
  const record: LockRecord = {
    ...holder,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };
  // Two tries: the second follows removing a stale lock, and loses cleanly to a racing process.
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const current = readRecord(file);
      if (current && isHeld(current)) throw new DataDirLockedError(dataDir, current);
      // An unreadable record that is seconds old is most likely a holder between creating and writing it.
      if (!current && youngerThan(file, 5_000)) {
        throw new DataDirLockedError(dataDir, { ...record, command: 'another process', pid: Number.NaN });
      }
      removeIfUnchanged(file, current);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(record));
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const now = readRecord(file);
      if (now?.pid === process.pid && now.since === record.since) removeQuietly(file);
    };
    process.on('exit', release);
    return release;
  }
  const current = readRecord(file);
  throw new DataDirLockedError(
    dataDir,
    current ?? { ...record, command: 'another process', pid: Number.NaN },
  );
}

function readRecord(file: string): LockRecord | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    if (typeof parsed.pid !== 'number' || typeof parsed.command !== 'string') return null;
    return parsed as LockRecord;
  } catch {
    // Missing, half-written by a holder that died mid-write, or not ours: no live holder recorded.
    return null;
  }
}

function isHeld(record: LockRecord): boolean {
  // A lock written on another machine (DATA_DIR on shared storage) cannot be checked from here: honour it.
  if (record.host !== hostname()) return true;
  if (record.pid === process.pid) return true;
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function youngerThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
}

function removeIfUnchanged(file: string, seen: LockRecord | null): void {
  const now = readRecord(file);
  if (now && seen && (now.pid !== seen.pid || now.since !== seen.since)) return;
  removeQuietly(file);
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
