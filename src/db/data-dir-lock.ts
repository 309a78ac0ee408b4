import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded engine serves one process per data directory (CONTRACT
 * "Operation"): PGlite keeps the database in the memory of the process that
 * opened it and writes it back to the directory, so a second process on the
 * same directory serves its own copy and one of the two loses its writes.
 *
 * The lock is the file `<directory>.lock`, created exclusively (`wx`) with
 * the holder's record: its pid, what it runs, when it started, and (on
 * Linux) the kernel's start time of that pid and the boot id. A lock whose
 * holder is gone is stale and taken over, so a process killed with `kill -9`
 * (or a power cut) never blocks the next start: gone means no such pid, a
 * zombie, a pid since reused by another process (its start time differs),
 * or another boot. This is PostgreSQL's own `postmaster.pid` check with the
 * pid-reuse hole closed where the system tells start times.
 *
 * Why not an OS lock (flock/fcntl, which the kernel drops with the process)?
 * Node has none built in, and the packages that add it compile a native
 * addon at install time. Why not `proper-lockfile`? Its staleness is an mtime
 * that the holder refreshes on a timer: a lock left by `kill -9` blocks
 * starts for its whole stale period, a holder whose event loop stalls past
 * it loses the lock while running, and it records no holder to name.
 *
 * The limits, said plainly: the pid check is of this machine (a directory on
 * a network share used by two machines is not protected; PGlite does not
 * support that anyway), and two processes that both find the same stale lock
 * take it over one after the other (a rename aside that is checked, see
 * breakStale), but a third starting in the same instant could slip between.
 */
export interface DataDirHolder {
  pid: number;
  /** What the holder runs: the npm script if any, and its command line. */
  command: string;
  startedAt: string;
  hostname: string;
  /** Tells this record from another with the same pid (a takeover check). */
  nonce: string;
  /** Linux: the kernel's start time of the pid (clock ticks after boot), null elsewhere. */
  processStart: string | null;
  /** Linux: the boot the pid belongs to, null elsewhere. */
  bootId: string | null;
}

/** A second process on the same embedded data directory: refused before it writes anything. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holder.pid} (${holder.command}, started ` +
        `${holder.startedAt} on ${holder.hostname}). The embedded database serves one process ` +
        'per data directory: stop that process first, give this one another DATA_DIR, or run ' +
        'several processes on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds: a second open of the same directory here is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the lock of the embedded engine's `directory` (its parent must
 * exist), or throws DataDirInUseError naming the live holder. Answers the
 * release, which the engine's close calls; the process's exit releases it
 * too. Nothing else is written when the lock is refused.
 */
export function lockDataDir(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const dataDir = path.dirname(directory);
  const mine = JSON.stringify(ownRecord(), null, 2);
  // Each round either takes the lock, finds its live holder, or clears a stale one.
  for (let round = 0; round < 5; round++) {
    if (publish(lockFile, mine)) return holding(lockFile, mine);
    const text = readSettled(lockFile);
    if (text === undefined) continue;
    const holder = parseHolder(text);
    if (holder && (heldHere.has(lockFile) || isAlive(holder))) {
      throw new DataDirInUseError(dataDir, holder);
    }
    breakStale(lockFile, text);
  }
  throw new Error(`Could not take the lock ${lockFile}: it kept changing hands.`);
}

function holding(lockFile: string, mine: string): () => void {
  heldHere.add(lockFile);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockFile)) return;
    try {
      // Only our own record: never a lock another process took over meanwhile.
      if (readFileSync(lockFile, 'utf8') === mine) unlinkSync(lockFile);
    } catch {
      // Gone already.
    }
  };
  process.on('exit', release);
  return release;
}

/** Creates the lock file with `text` unless it exists (then false). */
function publish(lockFile: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The lock file's text once it is a whole record, undefined when it is gone.
 * A record read while its writer is between `open` and `write` is empty: it
 * is read again for up to a second before it counts as what it says.
 */
function readSettled(lockFile: string): string | undefined {
  for (let attempt = 0; ; attempt++) {
    let text: string;
    try {
      text = readFileSync(lockFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    if (parseHolder(text) || attempt >= 10) return text;
    sleep(100);
  }
}

/**
 * Removes a stale lock, unless another process replaced it meanwhile: the
 * file is renamed aside (one rename wins) and checked to be the stale
 * record; a fresh lock moved by mistake is put back.
 */
function breakStale(lockFile: string, staleText: string): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') === staleText) unlinkSync(aside);
  else renameSync(aside, lockFile);
}

function parseHolder(text: string): DataDirHolder | undefined {
  try {
    const record = JSON.parse(text) as Partial<DataDirHolder>;
    if (!Number.isInteger(record.pid) || (record.pid as number) <= 0) return undefined;
    return {
      pid: record.pid as number,
      command: String(record.command ?? 'unknown command'),
      startedAt: String(record.startedAt ?? 'at an unknown time'),
      hostname: String(record.hostname ?? 'an unknown host'),
      nonce: String(record.nonce ?? ''),
      processStart: typeof record.processStart === 'string' ? record.processStart : null,
      bootId: typeof record.bootId === 'string' ? record.bootId : null,
    };
  } catch {
    return undefined;
  }
}

/** Whether the holder's process still runs (see the module's comment). */
function isAlive(holder: DataDirHolder): boolean {
  if (holder.pid === process.pid) return false; // a pid of a previous life, reused by this process
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = processStat(holder.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.processStart === null || holder.processStart === stat.startTime;
}

function ownRecord(): DataDirHolder {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : '';
  const npmScript = process.env.npm_lifecycle_event;
  const commandLine = ['node', script].filter(Boolean).join(' ');
  return {
    pid: process.pid,
    command: npmScript
      ? `npm ${npmScript === 'start' ? 'start' : `run ${npmScript}`}: ${commandLine}`
      : commandLine,
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    nonce: randomBytes(8).toString('hex'),
    processStart: processStat(process.pid)?.startTime ?? null,
    bootId: bootId(),
  };
}

/** Linux's view of a pid: its state letter and start time (fields 3 and 22 of /proc/<pid>/stat). */
function processStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTime = fields[19];
    return state && startTime ? { state, startTime } : undefined;
  } catch {
    return undefined;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
