// One process at a time on an embedded database: PGlite has no lock of its own, and a second
// process opening the same folder (a second server, `npm run seed -- --reset` beside a running
// one) corrupts it. The holder writes DATA_DIR/lock with O_EXCL; another opener is refused with
// the holder's pid and command. The file goes at exit; a holder that crashed leaves it behind,
// so a lock whose process is gone (or whose pid now belongs to another process) is stale and
// taken over. A lock written on another host (another container on a shared volume, where pids
// say nothing) is never taken over: this process cannot tell whether its holder still runs.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

interface Holder {
  pid: number;
  /** The host (container) it runs on; absent in locks written before it was recorded. */
  host?: string;
  /** Linux start time of the process (clock ticks since boot), to tell a reused pid apart. */
  started: string | null;
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {}

const held = new Set<string>();

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields are counted after the command name in parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const otherHost = (holder: Holder) => holder.host !== undefined && holder.host !== hostname();

function isAlive(holder: Holder): boolean {
  if (otherHost(holder)) return true;
  if (holder.pid === process.pid) return false; // our pid, left by a former run (containers)
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

function readHolder(file: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null; // gone meanwhile
  }
  try {
    const holder = JSON.parse(text) as Holder;
    return { text, holder: Number.isInteger(holder.pid) ? holder : null };
  } catch {
    return { text, holder: null }; // a holder that died while writing it
  }
}

/**
 * Takes DATA_DIR's lock until the returned release() or the end of the process; throws
 * DataDirLockedError naming the process that holds it (this one included: two databases open
 * on one folder in one process corrupt it just the same).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'lock');
  if (held.has(file)) {
    throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
  }
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    started: startTimeOf(process.pid),
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.off('exit', release);
        // Only our own file: never one a later holder wrote after a takeover.
        if (readHolder(file)?.holder?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readHolder(file);
    if (!current) continue;
    if (current.holder && isAlive(current.holder)) {
      const h = current.holder;
      const where = otherHost(h) ? ` on host ${h.host}` : '';
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by process ${h.pid}${where} (${h.command}, since ${h.since}).\n` +
          'Its embedded database must never be opened by two processes at once: stop that ' +
          'process first (or give this one another DATA_DIR).' +
          (where ? ` If that host is gone for good, delete ${file}.` : ''),
      );
    }
    // Stale: remove it unless another opener replaced it since we read it.
    if (readHolder(file)?.text === current.text) rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${file}: other processes keep taking it.`);
}
